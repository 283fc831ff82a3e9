import type { MantineSpacing } from '@mantine/core';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { formatDayWithWeekday } from '../../../shared/domain/display';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { PageSection } from '../../components/page-section';
import { ScheduleEntryCards } from '../../components/schedule-entry-card';
import { TimeZoneNote } from '../../components/time-zone-note';
import { useEntryBooking } from '../booking/use-entry-booking';

interface ScheduleListProps {
  schedule: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  timeZone: string;
  /** The openings in one list, or under the heading of each day (`[day, openings]`). */
  openings: { entries: CalendarEntryAttributes[] } | { days: [string, CalendarEntryAttributes[]][] };
  gap: MantineSpacing;
  /** Said when there are no openings. */
  empty: string | false;
  /** Above the openings (e.g. why none could be loaded). */
  before?: ReactNode;
  /** Below the openings (e.g. a page that could not be loaded). */
  after?: ReactNode;
}

/**
 * The 'Schedule' of the athlete and school schedule pages (SPEC §2): the openings with their
 * 'Book now', more as the list scrolls into view.
 */
export function ScheduleList({ schedule, timeZone, openings, gap, empty, before, after }: ScheduleListProps) {
  const { openEntryBooking, entryBookingModal } = useEntryBooking();
  const cards = (entries: CalendarEntryAttributes[]) => (
    <ScheduleEntryCards entries={entries} timeZone={timeZone} onBook={openEntryBooking} />
  );
  const count = 'entries' in openings ? openings.entries.length : openings.days.length;
  return (
    <>
      <PageSection title="Schedule" size="md" gap={gap} empty={count === 0 && empty}>
        {before}
        {count > 0 && <TimeZoneNote timeZone={timeZone} />}
        {'entries' in openings
          ? cards(openings.entries)
          : openings.days.map(([day, entries]) => (
              <Stack key={day} gap="sm" component="section" aria-label={formatDayWithWeekday(day)}>
                <Title order={3} size="h5" c="dimmed">
                  {formatDayWithWeekday(day)}
                </Title>
                {cards(entries)}
              </Stack>
            ))}
        {after}
        <InfiniteSentinel
          hasNextPage={schedule.hasNextPage}
          isFetchingNextPage={schedule.isFetchingNextPage}
          isError={schedule.isFetchNextPageError}
          fetchNextPage={schedule.fetchNextPage}
        />
      </PageSection>
      {entryBookingModal}
    </>
  );
}
