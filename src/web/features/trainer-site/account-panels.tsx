import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';
import { NewPasswordFields } from '../../components/account-fields';
import { DeleteAccountDialog } from '../../components/delete-account-dialog';
import { DownloadDataButtons } from '../../components/download-data-buttons';
import { PhotoPicker } from '../../components/photo-picker';
import {
  useChangeTrainerPassword,
  useDeleteTrainerAccount,
  useDownloadTrainerData,
  useUploadTrainerPhoto,
} from './api';
import { focusFirstError } from './form-errors';
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
  const submit = form.onSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: (response) => {
          form.reset();
          notifications.show({ color: 'green', message: response.data.message, position: 'top-center' });
        },
      }),
    focusFirstError,
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

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteTrainerAccount();
  return (
    <DeleteAccountDialog
      opened={opened}
      onClose={onClose}
      title="Delete your trainer account?"
      remove={remove}
    >
      <Text size="sm">
        This cannot be undone. Your page leaves {PRODUCT_NAME} and you are signed out everywhere. Your
        profile, photos, trainings, openings ahead and the reviews families left you are erased. Booking
        requests you have not answered and cancellations you asked for are cancelled, and each family is told.
        Records of past sessions, payments and payouts are kept without your name.
      </Text>
      <Text size="sm">Accepted sessions still to come must be cancelled on your schedule first.</Text>
      <Text size="sm">Download your data first if you want a copy.</Text>
    </DeleteAccountDialog>
  );
}

/** A copy of everything the trainer's account holds (ADR 0055), as JSON or as a readable PDF. */
export function YourDataPanel() {
  const download = useDownloadTrainerData();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="your-data"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Download everything {PRODUCT_NAME} keeps about your trainer account — profile, trainings, openings,
          bookings, payouts, reviews, calendar feeds and the emails we sent you.
        </Text>
        <Group gap="sm">
          <DownloadDataButtons download={download} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The trainer's own deletion of their account (ADR 0055), behind a dialog asking the password. */
export function DeleteAccountPanel() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="delete-account"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="delete-account">
          Delete account
        </Title>
        <Text size="sm" c="dimmed">
          Take your page off {PRODUCT_NAME} and erase your profile for good.
        </Text>
        <Button
          variant="outline"
          color="red"
          onClick={() => setDeleting(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Delete account
        </Button>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
