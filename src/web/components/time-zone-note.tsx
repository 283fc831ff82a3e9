import { Text, type TextProps } from '@mantine/core';

/**
 * "Times are shown in your time zone (America/New_York).": said wherever the player app shows
 * times on the browser's clock (the booking page, checkout, the bookings list and a booking, the
 * school page's upcoming trainings and the athlete and school schedules),
 * since the emails say their zone and a family may read both.
 */
export function TimeZoneNote({ timeZone, ...props }: { timeZone: string } & TextProps) {
  return (
    <Text size="xs" c="dimmed" {...props}>
      Times are shown in your time zone ({timeZone}).
    </Text>
  );
}
