import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETED_MESSAGE } from '../../../shared/api/account-data';
import { HELPER_TOAST_MS, PRODUCT_NAME } from '../../../shared/constants';
import { DeleteAccountDialog } from '../../components/delete-account-dialog';
import { DownloadDataButtons } from '../../components/download-data-buttons';
import { clearAllStorage } from '../../lib/session-storage';
import { useDeleteAccount, useDownloadAccountData } from './api';

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <DeleteAccountDialog
      opened={opened}
      onClose={onClose}
      title="Delete your account?"
      remove={remove}
      onDeleted={() => {
        clearAllStorage();
        queryClient.clear();
        notifications.show({ message: ACCOUNT_DELETED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
        void navigate('/login', { replace: true });
      }}
    >
      <Text size="sm">
        This cannot be undone. Your profile, saved cards, reviews and notification subscriptions are erased
        and you are signed out everywhere. Booking requests a trainer has not answered yet are cancelled and
        the holds on your card released. Payment records are kept, without your name, as the law requires.
      </Text>
      <Text size="sm">
        Sessions a trainer has accepted must be cancelled or over first. Download your data first if you want
        a copy.
      </Text>
    </DeleteAccountDialog>
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
          <DownloadDataButtons download={download} />
          <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
