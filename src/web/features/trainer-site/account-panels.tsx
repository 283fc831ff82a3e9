import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { DeleteAccountBody } from '../../../shared/api/account-data';
import { PRODUCT_NAME } from '../../../shared/constants';
import { NewPasswordFields } from '../../components/account-fields';
import { PhotoPicker } from '../../components/photo-picker';
import { ApiError } from '../../lib/api-error';
import {
  useChangeTrainerPassword,
  useDeleteTrainerAccount,
  useDownloadTrainerData,
  useUploadTrainerPhoto,
} from './api';
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

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteTrainerAccount();
  const form = useForm<DeleteAccountBody>({
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : 'Please enter your password.') },
  });
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    form.reset();
    setProblem(null);
    onClose();
  }

  function submit(values: DeleteAccountBody) {
    setProblem(null);
    remove.mutate(values, {
      onError: (error) => {
        const [first] = error instanceof ApiError ? error.entries : [];
        if (first && typeof first === 'object' && 'password' in first) {
          form.setFieldError('password', 'The password is not correct.');
        } else {
          setProblem(
            typeof first === 'string' ? first : 'Your account could not be deleted. Please try again.',
          );
        }
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Delete your trainer account?" centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm">
            This cannot be undone. Your page leaves {PRODUCT_NAME} and you are signed out everywhere. Your
            profile, photos, trainings, openings ahead and the reviews families left you are erased. Booking
            requests you have not answered and cancellations you asked for are cancelled, and each family is
            told. Records of past sessions, payments and payouts are kept without your name.
          </Text>
          <Text size="sm">Accepted sessions still to come must be cancelled on your schedule first.</Text>
          <Text size="sm">Download your data first if you want a copy.</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
          <Button
            variant="light"
            loading={download.isPending && download.variables === 'json'}
            onClick={() => download.mutate('json')}
          >
            Download data (JSON)
          </Button>
          <Button
            variant="light"
            loading={download.isPending && download.variables === 'pdf'}
            onClick={() => download.mutate('pdf')}
          >
            Download data (PDF)
          </Button>
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
