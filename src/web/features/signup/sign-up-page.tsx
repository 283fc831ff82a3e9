import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '../../../shared/constants';
import { BrandPage } from '../../components/brand-page';
import { SignUpWizard } from './sign-up-wizard';

/** /signup (SPEC §2). */
export function SignUpPage() {
  useDocumentTitle(`Sign Up | ${PRODUCT_NAME}`);
  return (
    <BrandPage layout="wide" tagline="Create your player account" title="Player Sign Up">
      <SignUpWizard />
    </BrandPage>
  );
}
