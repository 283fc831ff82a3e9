import { Alert, Badge, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import type { TrainerSessionAttributes } from '../../../shared/api/trainer-bookings';
import { FullPageLoader } from '../../components/full-page-loader';
import { useTrainerProfile } from './api';
import { formatTimeRange, TRAINING_TYPE_LABELS } from './format';
import { useTrainerSchedule } from './work-api';

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'orange' },
  accepted: { label: 'Accepted', color: 'green' },
  cancellation_requested: { label: 'Cancellation requested', color: 'orange' },
};

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
          <Badge variant="light">
            {session.players.length} {session.players.length === 1 ? 'player' : 'players'}
          </Badge>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player</Table.Th>
                <Table.Th>Grade</Table.Th>
                <Table.Th>Notes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {session.players.map((p) => {
                const status = STATUS_LABELS[p.status] ?? { label: p.status, color: 'gray' };
                return (
                  <Table.Tr key={p.booking_id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {p.first_name} {p.last_name}
                      </Text>
                      <Text size="xs" c={`${status.color}.8`}>
                        {status.label}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.grade_label ?? '—'}</Table.Td>
                    <Table.Td>
                      {p.notes ?? '—'}
                      {p.trainer_notes && (
                        <Text size="xs" c="dimmed">
                          You: {p.trainer_notes}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** `/trainer/schedule`: upcoming sessions with each player's name, grade and notes. */
export function SchedulePage() {
  useDocumentTitle('Schedule | Trainer');
  const timeZone = useTrainerProfile().data?.data.attributes.time_zone ?? 'America/New_York';
  const [days, setDays] = useState('30');
  const { data, isPending, isError } = useTrainerSchedule(Number(days));
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Schedule
        </Title>
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
      {isPending ? (
        <FullPageLoader />
      ) : isError ? (
        <Alert color="red">Your schedule could not be loaded.</Alert>
      ) : data.data.length === 0 ? (
        <Text c="dimmed">No booked sessions in the next {days} days.</Text>
      ) : (
        data.data.map((s) => <SessionCard key={s.id} session={s.attributes} timeZone={timeZone} />)
      )}
    </Stack>
  );
}
