import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETED_MESSAGE, type DeleteAccountBody } from '../../../shared/api/account-data';
import { HELPER_TOAST_MS, PRODUCT_NAME } from '../../../shared/constants';
import { ApiError } from '../../lib/api-error';
import { clearAllStorage } from '../../lib/session-storage';
import { useDeleteAccount, useDownloadAccountData } from './api';

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
      onSuccess: () => {
        clearAllStorage();
        queryClient.clear();
        notifications.show({ message: ACCOUNT_DELETED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
        void navigate('/login', { replace: true });
      },
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
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm">
            This cannot be undone. Your profile, saved cards, reviews and notification subscriptions are
            erased and you are signed out everywhere. Booking requests a trainer has not answered yet are
            cancelled and the holds on your card released. Payment records are kept, without your name, as the
            law requires.
          </Text>
          <Text size="sm">
            Sessions a trainer has accepted must be cancelled or over first. Download your data first if you
            want a copy.
          </Text>
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

/** The account holder's own rights (ADR 0040): a copy of the data, and the account's deletion. */
export function AccountDataSection() {
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="your-data"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-data">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Download everything {PRODUCT_NAME} keeps about your account — profile, bookings, payments, cards,
          reviews, subscriptions and the emails we sent — or delete the account.
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
          <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
