import { Avatar, Button, FileButton, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { useChangeTrainerPassword, useUploadTrainerPhoto } from './api';

/** Photo: a signed upload link, the bytes PUT straight to it, then the profile points at it. */
export function PhotoPanel({ image, name }: { image: string | null; name: string }) {
  const upload = useUploadTrainerPhoto();
  const choose = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notifications.show({ color: 'red', message: 'Please choose an image file.', position: 'top-center' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: 'Photo updated', position: 'top-center' }),
      onError: (error) =>
        notifications.show({ color: 'red', message: error.message, position: 'top-center' }),
    });
  };
  return (
    <Group gap="md">
      <Avatar src={image} alt={name} size={88} radius={999} data-testid="trainer-photo" />
      <Stack gap={4}>
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={upload.isPending}>
              Change photo
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPG, WebP or GIF
        </Text>
      </Stack>
    </Group>
  );
}

/** Change the password while signed in (the current one is asked for). */
export function PasswordPanel() {
  const change = useChangeTrainerPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v === '' ? "Current password can't be blank" : null),
      password: (v) => (v.length < MIN_PASSWORD_LENGTH ? `At least ${MIN_PASSWORD_LENGTH} characters` : null),
      password_confirmation: (v, values) => (v === values.password ? null : "Passwords don't match"),
    },
  });
  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (response) => {
        form.reset();
        notifications.show({ color: 'green', message: response.data.message, position: 'top-center' });
      },
    }),
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Password
          </Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            key={form.key('password_confirmation')}
            {...form.getInputProps('password_confirmation')}
          />
          <Button
            type="submit"
            variant="light"
            loading={change.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
