import { Anchor, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { TermsModal } from '../legal/terms-modal';
import { NameGenderFields } from './name-gender-fields';
import { PhoneInput } from './phone-input';
import type { SignUpValues } from './sign-up-values';

interface ParentStepProps {
  form: UseFormReturnType<SignUpValues>;
  /** Embedded flows switch views instead of leaving for /login. */
  onSignIn?: (() => void) | undefined;
}

function errorOf(form: UseFormReturnType<SignUpValues>, field: keyof SignUpValues): string | undefined {
  const error = form.errors[field];
  return typeof error === 'string' ? error : undefined;
}

/** Step 1, Parent/Guardian Info (SPEC §2, §5). */
export function ParentStep({ form, onSignIn }: ParentStepProps) {
  const [waiverOpen, setWaiverOpen] = useState(false);
  const values = form.getValues();

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Parent/Guardian Info
        </Title>
        <Text size="sm" c="dimmed">
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
        </Text>
      </div>
      <NameGenderFields
        form={form}
        fields={{ first: 'parent_first_name', last: 'parent_last_name', gender: 'parent_gender' }}
        size="md"
        ownName
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          withAsterisk
          size="md"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Confirm email"
          type="email"
          inputMode="email"
          autoComplete="off"
          withAsterisk
          size="md"
          key={form.key('email_confirmation')}
          {...form.getInputProps('email_confirmation')}
        />
        <PhoneInput
          label="Phone number"
          required
          defaultValue={values.parent_contact_number}
          onChange={(masked) => form.setFieldValue('parent_contact_number', masked)}
          error={errorOf(form, 'parent_contact_number')}
        />
        <PhoneInput
          label="Confirm phone number"
          required
          autoComplete="off"
          defaultValue={values.contact_confirmation}
          onChange={(masked) => form.setFieldValue('contact_confirmation', masked)}
          error={errorOf(form, 'contact_confirmation')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          withAsterisk
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          description="Type it again"
          autoComplete="new-password"
          withAsterisk
          size="md"
          key={form.key('password_confirmation')}
          {...form.getInputProps('password_confirmation')}
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
            By signing up, you agree to our{' '}
            <Anchor component={Link} to="/terms-of-services" target="_blank" inherit>
              Terms of Service
            </Anchor>{' '}
            and acknowledge that you have read our{' '}
            <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
              Privacy Policy
            </Anchor>
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
    </Stack>
  );
}
