import { Alert, Badge, Button, Card, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../shared/api/bookings';
import type { TrainerBookingRequestAttributes } from '../../../shared/api/trainer-bookings';
import { playerName } from '../../../shared/domain/children';
import { TRAINING_TYPE_LABELS } from '../../../shared/domain/display';
import { formatMoney } from '../../../shared/domain/money';
import { WRITTEN_TEXT_STYLE } from '../../components/detail-card';
import { FullPageLoader } from '../../components/full-page-loader';
import { notesCounter } from '../../components/notes-counter';
import { useTrainerProfile } from './api';
import { formatDay, formatDeadline, formatTimeRange, sessionsLabel } from './format';
import { useAnswerBookingRequest, useBookingRequests } from './work-api';
import { WorkPageHeader } from './work-page';

/** Every session a package request books, in order, on the trainer's clock. */
function PackageSessions({
  request,
  timeZone,
}: {
  request: TrainerBookingRequestAttributes;
  timeZone: string;
}) {
  const count = Math.max(request.sessions_count, request.sessions.length);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Package · {sessionsLabel(count)}
      </Text>
      <List size="sm" spacing={2} aria-label="Sessions">
        {request.sessions.map((session) => (
          <List.Item key={session.id}>
            {formatTimeRange(session.starts_at, session.ends_at, timeZone)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function RequestCard({ request, timeZone }: { request: TrainerBookingRequestAttributes; timeZone: string }) {
  const answer = useAnswerBookingRequest();
  const [notes, setNotes] = useState('');
  const player = playerName(request.player);
  const service = request.provided_service;
  // A package names its first day and how many sessions; a single time, its day and hours.
  const what = request.package
    ? `${service?.name ?? 'the training'}, ${sessionsLabel(Math.max(request.sessions_count, request.sessions.length))} from ${formatDay(request.training_start_date_time, timeZone)}`
    : `${service?.name ?? 'the training'} on ${formatTimeRange(request.training_start_date_time, request.training_end_date_time, timeZone)}`;
  // The card disappears from the list once answered: a toast says what was done, and focus, which
  // was on its button, goes to the page's heading (not the next request's Accept, where a second
  // Enter would answer it), from which Tab reaches the next request.
  const send = (choice: 'accept' | 'reject') =>
    answer.mutate(
      { id: request.id, answer: choice, notes },
      {
        onSuccess: () => {
          document.querySelector<HTMLElement>('main h1')?.focus();
          notifications.show({
            color: 'green',
            position: 'top-center',
            message:
              choice === 'accept'
                ? `Accepted: ${player}, ${what}. The family is told.`
                : `Rejected: ${player}, ${what}. The family is told.`,
          });
        },
      },
    );
  // Rejecting cannot be undone (the time goes back on sale): asked once more.
  const [confirmingReject, setConfirmingReject] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Request from ${player}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{player}</Text>
            <Text size="sm" c="dimmed">
              {request.player.grade_label ?? 'Grade not given'}
              {request.player.passing_year ? ` · Class of ${request.player.passing_year}` : ''}
            </Text>
          </div>
          <Badge variant="light" color="yellow">
            Pending
          </Badge>
        </Group>
        <Text size="sm">
          {service ? `${service.name} (${TRAINING_TYPE_LABELS[service.training_type]})` : 'Training removed'}
        </Text>
        {request.package ? (
          <PackageSessions request={request} timeZone={timeZone} />
        ) : (
          <Text size="sm">
            {formatTimeRange(request.training_start_date_time, request.training_end_date_time, timeZone)}
          </Text>
        )}
        {request.respond_by && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" fw={600} c="orange.9" data-testid="answer-by">
              Answer by {formatDeadline(request.respond_by, timeZone)} — it expires after that
            </Text>
          </Group>
        )}
        {request.location && (
          <Text size="sm" c="dimmed">
            {request.location}
            {request.address ? `, ${request.address}` : ''}
          </Text>
        )}
        <Text size="sm">You earn {formatMoney(request.price)}</Text>
        {request.notes && (
          <Alert variant="light" color="gray" title="Player's notes" p="xs" role="note">
            <span style={WRITTEN_TEXT_STYLE}>{request.notes}</span>
          </Alert>
        )}
        <Textarea
          label="Notes for the player (optional)"
          autosize
          minRows={1}
          maxLength={NOTES_MAX_LENGTH}
          description={notesCounter(notes)}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            leftSection={<IconCheck size={16} />}
            color="green"
            loading={answer.isPending && answer.variables?.answer === 'accept'}
            disabled={answer.isPending}
            onClick={() => send('accept')}
          >
            Accept
          </Button>
          <Button
            leftSection={<IconX size={16} />}
            color="red"
            variant="light"
            loading={answer.isPending && answer.variables?.answer === 'reject'}
            disabled={answer.isPending}
            onClick={() => setConfirmingReject(true)}
          >
            Reject
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmingReject}
        onClose={() => setConfirmingReject(false)}
        title={`Reject ${player}'s request?`}
      >
        <Stack gap="md">
          <Text size="sm">
            {`${what[0]?.toUpperCase() ?? ''}${what.slice(1)}. The family is told`}
            {request.price > 0 ? ', the hold on their card is released' : ''}
            {' and the time opens up again.'}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingReject(false)}>
              Keep the request
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmingReject(false);
                send('reject');
              }}
            >
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** `/trainer/requests`: pending booking requests, soonest first, to accept or reject. */
export function RequestsPage() {
  useDocumentTitle('Requests | Trainer');
  const timeZone = useTrainerProfile().data?.data.attributes.time_zone ?? 'America/New_York';
  const { data, isPending, isError } = useBookingRequests();
  return (
    <Stack gap="md" maw={760}>
      <WorkPageHeader title="Booking requests" timeZone={timeZone} />
      {isPending ? (
        <FullPageLoader />
      ) : isError ? (
        <Alert color="red">Your requests could not be loaded.</Alert>
      ) : data.data.length === 0 ? (
        <Text c="dimmed">No pending requests. New ones appear here and in your email.</Text>
      ) : (
        data.data.map((r) => <RequestCard key={r.id} request={r.attributes} timeZone={timeZone} />)
      )}
    </Stack>
  );
}
