import { Anchor, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TrainerFamilyContact, TrainerSessionAttributes } from '../../../shared/api/trainer-bookings';
import { trainerStatusDisplay } from '../../../shared/domain/booking-status';
import { playerName } from '../../../shared/domain/children';
import { WRITTEN_TEXT_STYLE } from '../../components/detail-card';
import { CancelRequestDialog } from './cancel-request-dialog';
import { formatDeadline, sessionOfLabel, telHref } from './format';

type SchedulePlayer = TrainerSessionAttributes['players'][number];

/** How to reach the family: shared once the trainer has accepted (ADR 0030). */
function FamilyContact({ family }: { family: TrainerFamilyContact }) {
  return (
    <Flex wrap="wrap" rowGap={4} columnGap="md" aria-label="Family contact" role="group">
      {family.parent_name && (
        <Group gap={4} wrap="nowrap">
          <IconUser size={14} aria-hidden />
          <Text size="sm">Parent: {family.parent_name}</Text>
        </Group>
      )}
      {family.phone && (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden />
          <Anchor size="sm" href={telHref(family.phone)}>
            {family.phone}
          </Anchor>
        </Group>
      )}
      <Group gap={4} wrap="nowrap" miw={0}>
        <IconMail size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor size="sm" href={`mailto:${family.email}`} style={{ overflowWrap: 'anywhere' }}>
          {family.email}
        </Anchor>
      </Group>
    </Flex>
  );
}

/** One booked player of a session: who, where they stand, how to reach the family, notes. */
export function SchedulePlayerRow({ player, timeZone }: { player: SchedulePlayer; timeZone: string }) {
  const [asking, setAsking] = useState(false);
  const name = playerName(player);
  const status = trainerStatusDisplay(player.status);
  const sessionOf = sessionOfLabel(player);
  // Offered by the server for accepted bookings still ahead; a pending request is declined on Requests.
  const canAsk = player.can_request_cancellation;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={`${name}'s booking`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text size="sm" fw={700}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {player.grade_label ?? 'Grade not given'}
              {sessionOf ? ` · ${sessionOf}` : ''}
            </Text>
            <Text size="xs" fw={600} c={`${status.color}.8`}>
              {status.label}
            </Text>
          </div>
          {canAsk && (
            <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)}>
              Ask to cancel
            </Button>
          )}
        </Group>
        {player.status === 'pending' && (
          <Text size="xs">
            {player.respond_by ? `Answer by ${formatDeadline(player.respond_by, timeZone)} · ` : ''}
            <Anchor component={Link} to="/trainer/requests" size="xs">
              Answer on Requests
            </Anchor>
          </Text>
        )}
        {player.family && <FamilyContact family={player.family} />}
        {(player.notes || player.trainer_notes) && (
          <Stack gap={0}>
            {player.notes && (
              <Text size="sm" style={WRITTEN_TEXT_STYLE}>
                Notes: {player.notes}
              </Text>
            )}
            {player.trainer_notes && (
              <Text size="xs" c="dimmed" style={WRITTEN_TEXT_STYLE}>
                You: {player.trainer_notes}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      {/* Kept mounted after the ask: the refetch clears can_request_cancellation before it closes. */}
      <CancelRequestDialog
        opened={asking}
        onClose={() => setAsking(false)}
        target={{
          bookingId: player.booking_id,
          playerName: name,
          parentName: player.family?.parent_name ?? null,
          package: player.package,
          sessionsCount: player.sessions_count,
        }}
      />
    </Paper>
  );
}
