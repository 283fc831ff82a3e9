import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { TRAINER_CALENDAR_FEED_PATH } from '../../../shared/api/calendar-feeds';
import type { TrainerSessionAttributes } from '../../../shared/api/trainer-bookings';
import { TRAINING_TYPE_LABELS } from '../../../shared/domain/display';
import { CalendarFeedButton } from '../../components/calendar-feed';
import { toastWhenSaved } from '../../lib/toasts';
import { useTrainerProfile } from './api';
import { formatTimeRange } from './format';
import { SchedulePlayerRow } from './schedule-player-row';
import { trainerRequest } from './trainer-request';
import { useReopenSession, useTrainerSchedule } from './work-api';
import { WorkList, WorkPageHeader } from './work-page';

/**
 * A session the trainer cancelled keeps their time off every page, and a seat they cancelled of a
 * group that goes on stays closed (ADR 0047), until they reopen it if they can train after all.
 */
function ReopenNote({
  sessionId,
  note,
  action,
  done,
}: {
  sessionId: number;
  note: string;
  action: string;
  done: string;
}) {
  const reopen = useReopenSession();
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={reopen.isPending}
        onClick={() =>
          toastWhenSaved(reopen.mutateAsync(sessionId), {
            color: 'green',
            message: done,
            position: 'top-center',
          })
        }
      >
        {action}
      </Button>
    </Group>
  );
}

/** Players of the session whose request the trainer has not answered yet. */
const pendingOf = (session: TrainerSessionAttributes) =>
  session.players.filter((p) => p.status === 'pending').length;

const seatsLabel = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

function SessionCard({ session, timeZone }: { session: TrainerSessionAttributes; timeZone: string }) {
  const service = session.provided_service;
  const when = formatTimeRange(session.starts_at, session.ends_at, timeZone);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Session ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700}>{when}</Text>
            <Text size="sm">
              {service
                ? `${service.name} · ${TRAINING_TYPE_LABELS[service.training_type]}`
                : 'Training removed'}
            </Text>
            {session.location && (
              <Text size="sm" c="dimmed">
                {session.location}
                {session.address ? `, ${session.address}` : ''}
              </Text>
            )}
          </div>
          <Group gap={6}>
            {session.cancelled ? (
              <Badge variant="light" color="red">
                Cancelled by you
              </Badge>
            ) : (
              <Badge variant="light">
                {session.players.length} {session.players.length === 1 ? 'player' : 'players'}
                {/* Requests count in the seats they hold, but the trainer has not said yes yet. */}
                {pendingOf(session) > 0 && ` · ${pendingOf(session)} to answer`}
              </Badge>
            )}
            {session.in_line > 0 && (
              // Families waiting for a seat (ADR 0047): a full session the trainer could open more of.
              <Badge variant="light" color="accent">
                {session.in_line} on waitlist
              </Badge>
            )}
          </Group>
        </Group>
        {session.session_id !== null &&
          (session.cancelled ? (
            <ReopenNote
              sessionId={session.session_id}
              note="Families can't book this time or join its waitlist."
              action="Reopen this time"
              done={`${when} is open again: families can book it.`}
            />
          ) : (
            session.withdrawn_seats > 0 && (
              <ReopenNote
                sessionId={session.session_id}
                note={`${seatsLabel(session.withdrawn_seats)} you cancelled ${session.withdrawn_seats === 1 ? 'is' : 'are'} kept closed: not sold, nor offered to the waitlist.`}
                action={session.withdrawn_seats === 1 ? 'Reopen the seat' : 'Reopen the seats'}
                done={`${seatsLabel(session.withdrawn_seats)} of ${when} ${session.withdrawn_seats === 1 ? 'is' : 'are'} open again.`}
              />
            )
          ))}
        <Stack gap="xs">
          {session.players.map((p) => (
            <SchedulePlayerRow key={p.booking_id} player={p} timeZone={timeZone} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * `/trainer/schedule`: upcoming sessions with each player's name, grade, notes, where their
 * booking stands and, once accepted, how to reach the family.
 */
export function SchedulePage() {
  useDocumentTitle('Schedule | Trainer');
  const timeZone = useTrainerProfile().data?.data.attributes.time_zone ?? 'America/New_York';
  const [days, setDays] = useState('30');
  const { data, isPending, isError } = useTrainerSchedule(Number(days));
  return (
    <Stack gap="md" maw={900}>
      <WorkPageHeader title="Schedule" timeZone={timeZone}>
        <Group gap="sm">
          <CalendarFeedButton
            request={trainerRequest}
            path={TRAINER_CALENDAR_FEED_PATH}
            what="your sessions"
          />
          <SegmentedControl
            aria-label="How far ahead"
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
          />
        </Group>
      </WorkPageHeader>
      <WorkList
        pending={isPending}
        failure={isError && 'Your schedule could not be loaded.'}
        empty={data?.data.length === 0 && `No booked sessions in the next ${days} days.`}
      >
        {data?.data.map((s) => (
          <SessionCard key={s.id} session={s.attributes} timeZone={timeZone} />
        ))}
      </WorkList>
    </Stack>
  );
}
