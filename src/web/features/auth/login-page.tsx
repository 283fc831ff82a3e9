import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../../shared/constants';
import { BrandPage } from '../../components/brand-page';
import { SignInForm } from './sign-in-form';

export const SIGN_IN_TAGLINE = 'Scheduling to make your training better';

/** /login (SPEC §2). */
export function LoginPage() {
  useDocumentTitle(`Sign In | ${PRODUCT_NAME}`);
  return (
    <BrandPage layout="narrow" tagline={SIGN_IN_TAGLINE} title="Sign In">
      <SignInForm />
    </BrandPage>
  );
}
