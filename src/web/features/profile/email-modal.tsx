import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../shared/api/client-fields';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { PasswordField } from '../../components/password-field';
import { fieldErrorsOf } from '../signup/field-labels';
import { useUpdateProfile } from './api';

export const EMAIL_UPDATED = 'Email updated: account emails now go to the new address.';

/**
 * The account's email, changed with the current password (the server checks it, signs other
 * devices out and tells the old address, ADR 0060).
 */
export function EmailModal({ email, onClose }: { email: string; onClose: () => void }) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email, current_password: '' },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : MESSAGES.invalidEmailAddress),
      current_password: (v) => (v ? null : "Current password can't be blank"),
    },
  });

  function submit(values: { email: string; current_password: string }) {
    if (values.email.trim().toLowerCase() === email.toLowerCase()) return onClose();
    update.mutate(
      { email: values.email.trim(), current_password: values.current_password },
      {
        onSuccess: () => {
          notifications.show({ message: EMAIL_UPDATED, color: 'green', autoClose: HELPER_TOAST_MS });
          onClose();
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Change email" centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Sign-in, bookings and reminders go to this address. Other devices are signed out, and we tell your
            old address.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
