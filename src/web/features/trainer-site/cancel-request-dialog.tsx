import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { sessionsLabel } from './format';
import { useRequestCancellation } from './work-api';

export interface CancelRequestTarget {
  bookingId: number;
  playerName: string;
  /** The account holder, who is emailed and answers (the player's parent); null when not shared. */
  parentName: string | null;
  package: boolean;
  sessionsCount: number;
}

/**
 * The trainer cannot cancel a booking on their own (SPEC §4): they ask, with a reason the family
 * reads in the email, and the player approves (refunded in full if it was paid) or keeps it.
 */
export function CancelRequestDialog({
  target,
  opened,
  onClose,
}: {
  target: CancelRequestTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const ask = useRequestCancellation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The account holder answers, not the child: name them when the trainer has their name.
  const who = target.parentName
    ? `${target.parentName} (${target.playerName}'s parent or guardian)`
    : `${target.playerName}'s family`;
  const what = target.package ? `this package (all ${sessionsLabel(target.sessionsCount)})` : 'this booking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Please tell the player why');
      return;
    }
    ask.mutate(
      { id: target.bookingId, reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: `Cancellation asked: ${target.parentName ?? `${target.playerName}'s family`} has been emailed to approve it.`,
            position: 'top-center',
          });
          setReason('');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ask to cancel this booking?">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {who} will be emailed to approve cancelling {what}. It stays on your schedule until they answer;
            if they turn it down, the booking stays as it is. If they have not answered when the session
            starts, it is cancelled.
          </Text>
          <Text size="sm">
            Once cancelled, the family is refunded in full if they paid, and their spot is not offered to
            anyone else nor to the waitlist: a session left with no player is cancelled, and families waiting
            for it are told. You can reopen it from your schedule.
          </Text>
          <Textarea
            label="Reason"
            description="Sent to the family with the request"
            required
            autosize
            minRows={2}
            maxLength={2000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Keep booking
            </Button>
            <Button type="submit" color="red" loading={ask.isPending}>
              Ask to cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
