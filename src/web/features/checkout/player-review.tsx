import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientAttributes } from '../../../shared/api/clients';
import { gradeForPassingYear, gradeLabel } from '../../../shared/domain/grades';
import { DetailCard } from '../../components/detail-card';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}

/**
 * SPEC §2 'player details review with Edit': Edit opens the profile (guests have none), and for
 * a chosen player who is not the active one, that player's edit dialog there (ADR 0045).
 */
export function PlayerReview({ user, editPath = '/profile' }: { user: ClientAttributes; editPath?: string }) {
  const grade =
    user.passing_year !== null
      ? `${gradeLabel(gradeForPassingYear(user.passing_year, new Date(), user.time_zone))} (${user.passing_year})`
      : null;
  return (
    <DetailCard
      title="Player Details"
      action={
        !user.guest_user && (
          <Button component={Link} to={editPath} variant="subtle" size="xs">
            Edit
          </Button>
        )
      }
    >
      <Row label="Player" value={`${user.first_name} ${user.last_name}`} />
      <Row label="Email" value={user.email} />
      {user.contact_number && <Row label="Phone" value={user.contact_number} />}
      <Row label="Grade" value={grade} />
      <Row label="Gender" value={user.gender === 1 ? 'Male' : user.gender === 2 ? 'Female' : null} />
      {user.guest_user && (
        <Text size="xs" c="dimmed">
          (Guest User)
        </Text>
      )}
    </DetailCard>
  );
}
