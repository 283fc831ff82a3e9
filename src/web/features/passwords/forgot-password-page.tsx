import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { resetEmailSchema } from '../../../shared/api/clients';
import { PRODUCT_NAME } from '../../../shared/constants';
import { EmailField } from '../../components/account-fields';
import { useSendResetPassword } from './api';
import { PasswordCard } from './password-card';

/** /forgot_password (SPEC §2): one email field; the server emails a link to /new_password. */
export function ForgotPasswordPage() {
  useDocumentTitle(`Forgot Password | ${PRODUCT_NAME}`);
  const send = useSendResetPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const result = resetEmailSchema.safeParse(value);
        return result.success ? null : `Email ${result.error.issues[0]?.message ?? 'is invalid'}`;
      },
    },
  });

  return (
    <PasswordCard
      title="Forgot Password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      {send.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {send.data.data.message}
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values.email.trim()))}>
        <Stack gap="md">
          <EmailField form={form} withAsterisk size="md" />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            Send Reset Link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to Sign In
          </Anchor>
        </Stack>
      </form>
    </PasswordCard>
  );
}
