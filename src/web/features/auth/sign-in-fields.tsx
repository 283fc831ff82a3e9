import { Anchor, Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { EmailField } from '../../components/account-fields';
import { PasswordField } from '../../components/password-field';

interface SignInFieldsProps {
  form: UseFormReturnType<{ email: string; password: string }>;
  /** The site's own forgot-password page. */
  forgotPasswordTo: string;
  pending: boolean;
  placeholders?: { email: string; password: string } | undefined;
}

/** Email, password, the forgot-password link and Sign In: the player and trainer sites alike. */
export function SignInFields({ form, forgotPasswordTo, pending, placeholders }: SignInFieldsProps) {
  return (
    <>
      <EmailField form={form} placeholder={placeholders?.email} required size="md" />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder={placeholders?.password}
        required
        size="md"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <Anchor component={Link} to={forgotPasswordTo} size="sm" ta="right">
        Forgot Password?
      </Anchor>
      {/* A loading button is also disabled, so a double click sends one request. */}
      <Button type="submit" size="md" fullWidth loading={pending}>
        Sign In
      </Button>
    </>
  );
}
