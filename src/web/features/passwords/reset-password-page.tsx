import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../shared/api/client-fields';
import { HELPER_TOAST_MS, PRODUCT_NAME } from '../../../shared/constants';
import { NewPasswordFields } from '../../components/account-fields';
import { useResetPassword } from './api';
import { PasswordCard } from './password-card';
import { type NewPasswordValues, PASSWORD_LENGTH_HINT, resetPasswordErrors } from './reset-password-rules';
import { resetTokenFrom } from './reset-token';

/** /new_password (SPEC §2, §4): the emailed link's token plus the new password twice. */
export function ResetPasswordPage() {
  useDocumentTitle(`Reset Password | ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const token = resetTokenFrom(useLocation().search);
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: resetPasswordErrors,
  });

  const submit = form.onSubmit((values) => {
    reset.mutate(
      { reset_password_token: token, ...values },
      {
        onSuccess: () => {
          notifications.show({
            message: MESSAGES.passwordUpdated,
            color: 'green',
            autoClose: HELPER_TOAST_MS,
          });
          void navigate('/', { replace: true });
        },
      },
    );
  });

  return (
    <PasswordCard title="Reset Password" intro="Choose a new password for your account.">
      {token === '' ? (
        <Alert color="red" role="alert">
          This reset link is incomplete. Please open the link from the email again, or{' '}
          <Anchor component={Link} to="/forgot_password" inherit>
            ask for a new one
          </Anchor>
          .
        </Alert>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <NewPasswordFields
              form={form}
              descriptions={{ password: PASSWORD_LENGTH_HINT }}
              withAsterisk
              size="md"
            />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              Update Password
            </Button>
            <Anchor component={Link} to="/forgot_password" size="sm" ta="center">
              Need a new link?
            </Anchor>
          </Stack>
        </form>
      )}
    </PasswordCard>
  );
}
