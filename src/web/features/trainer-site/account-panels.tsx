import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { NewPasswordFields } from '../../components/account-fields';
import { PhotoPicker } from '../../components/photo-picker';
import { useChangeTrainerPassword, useUploadTrainerPhoto } from './api';
import { newPasswordRules } from './form-rules';

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
    <PhotoPicker
      image={image}
      name={name}
      testId="trainer-photo"
      accept="image/png,image/jpeg,image/webp,image/gif"
      uploading={upload.isPending}
      onChoose={choose}
      note={
        <Text size="xs" c="dimmed">
          PNG, JPG, WebP or GIF
        </Text>
      }
    />
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
      ...newPasswordRules,
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
          <NewPasswordFields form={form} withCurrent />
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
