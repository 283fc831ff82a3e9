import { Text } from '@mantine/core';
import type { ProvidedService } from '../../../shared/api/athletes';
import { formatInstantDate } from '../../../shared/domain/display';
import { timeRange } from '../bookings/booking-display';

/**
 * The sessions a package books, each with its date and times (ADR 0028: a booking takes exactly
 * these): on its booking page, before the family goes on, and at checkout.
 */
export function PackageSessions({
  sessions,
  timeZone,
}: {
  sessions: NonNullable<ProvidedService['package_sessions']>;
  timeZone: string;
}) {
  return (
    <ol
      aria-label="Package sessions"
      data-testid="package-sessions"
      style={{ margin: 0, paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}
    >
      {sessions.map((s) => (
        <li key={s.training_start_date_time}>
          <Text size="sm">
            {formatInstantDate(s.training_start_date_time, timeZone)},{' '}
            {timeRange(s.training_start_date_time, s.training_end_date_time, timeZone)}
          </Text>
        </li>
      ))}
    </ol>
  );
}
