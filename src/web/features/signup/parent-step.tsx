import { Anchor, Checkbox, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { EmailField, NewPasswordFields } from '../../components/account-fields';
import { TermsLinks } from '../../components/terms-links';
import { TermsModal } from '../legal/terms-modal';
import { NameGenderFields } from './name-gender-fields';
import { PhoneInput } from './phone-input';
import type { SignUpValues } from './sign-up-values';
import { StepSection } from './step-section';

interface ParentStepProps {
  form: UseFormReturnType<SignUpValues>;
  /** Embedded flows switch views instead of leaving for /login. */
  onSignIn?: (() => void) | undefined;
}

/** Step 1, Parent/Guardian Info (SPEC §2, §5). */
export function ParentStep({ form, onSignIn }: ParentStepProps) {
  const [waiverOpen, setWaiverOpen] = useState(false);
  const values = form.getValues();

  return (
    <StepSection
      title="Parent/Guardian Info"
      intro={
        <>
          Already have an account?{' '}
          {onSignIn ? (
            <Anchor component="button" type="button" size="sm" onClick={onSignIn}>
              Sign in
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" size="sm">
              Sign in
            </Anchor>
          )}
        </>
      }
    >
      <NameGenderFields
        form={form}
        fields={{ first: 'parent_first_name', last: 'parent_last_name', gender: 'parent_gender' }}
        size="md"
        ownName
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailField form={form} withAsterisk size="md" />
        <EmailField
          form={form}
          field="email_confirmation"
          label="Confirm email"
          autoComplete="off"
          withAsterisk
          size="md"
        />
        <PhoneInput form={form} field="parent_contact_number" label="Phone number" required />
        <PhoneInput
          form={form}
          field="contact_confirmation"
          label="Confirm phone number"
          required
          autoComplete="off"
        />
        <NewPasswordFields
          form={form}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          descriptions={{
            password: `At least ${MIN_PASSWORD_LENGTH} characters`,
            confirmation: 'Type it again',
          }}
          withAsterisk
          size="md"
        />
      </SimpleGrid>
      <Checkbox
        checked={values.terms_accepted}
        onChange={(event) => {
          // Ticking opens the liability waiver; only Accept ticks the box.
          if (event.currentTarget.checked) setWaiverOpen(true);
          else form.setFieldValue('terms_accepted', false);
        }}
        label={
          <>
            By signing up, you agree to <TermsLinks />
          </>
        }
      />
      <TermsModal
        opened={waiverOpen}
        onAccept={() => {
          form.setFieldValue('terms_accepted', true);
          setWaiverOpen(false);
        }}
        onDeny={() => {
          form.setFieldValue('terms_accepted', false);
          setWaiverOpen(false);
        }}
      />
    </StepSection>
  );
}
