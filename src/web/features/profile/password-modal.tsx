import { Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../shared/api/client-fields';
import { HELPER_TOAST_MS, MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { NewPasswordFields } from '../../components/account-fields';
import { type PasswordChange, useUpdatePassword } from './api';

export const PASSWORD_UPDATED = 'Password Updated Successfully!';

/** SPEC §2 profile password change; a mismatch reads 'Password does not match!' (SPEC §5). */
export function PasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useUpdatePassword();
  const form = useForm<PasswordChange>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v ? null : "Current password can't be blank"),
      password: (v) =>
        v.length >= MIN_PASSWORD_LENGTH
          ? null
          : `Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`,
      password_confirmation: (v, values) => (v === values.password ? null : MESSAGES.passwordMismatch),
    },
  });

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          change.mutate(values, {
            onSuccess: () => {
              notifications.show({ message: PASSWORD_UPDATED, color: 'green', autoClose: HELPER_TOAST_MS });
              close();
            },
          }),
        )}
      >
        <Stack gap="sm">
          <NewPasswordFields form={form} withCurrent />
          <Button type="submit" loading={change.isPending}>
            Update Password
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
