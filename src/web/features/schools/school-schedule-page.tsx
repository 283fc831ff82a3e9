import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { PRODUCT_NAME } from '../../../shared/constants';
import { formatDayWithWeekday, guessTimeZone, localDateKey } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { NotFoundPage } from '../../components/not-found-page';
import { ScheduleEntryCard } from '../../components/schedule-entry-card';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
import { useEntryBooking } from '../booking/use-entry-booking';
import { useSchoolSchedule } from './api';
import { SchoolBanner } from './school-banner';

/** SPEC §2 school schedule: openings grouped by date, infinite scroll. */
export function SchoolSchedulePage() {
  const { schoolSlug = '' } = useParams();
  const schedule = useSchoolSchedule(schoolSlug);
  const timeZone = useMemo(guessTimeZone, []);
  const { openEntryBooking, entryBookingModal } = useEntryBooking();
  const school = schedule.data?.pages[0]?.data.attributes;
  useDocumentTitle(
    school ? `${school.name} Schedule | ${PRODUCT_NAME}` : `School Schedule | ${PRODUCT_NAME}`,
  );

  // The server groups by the trainer's day; the page shows the visitor's own days and times, so
  // openings are regrouped by the local day they start on (merging across pages keeps a day whole).
  const days = new Map<string, CalendarEntryAttributes[]>();
  for (const page of schedule.data?.pages ?? []) {
    for (const entries of Object.values(page.data.attributes.schedules)) {
      for (const entry of entries) {
        const day = localDateKey(entry.from_time, timeZone);
        days.set(day, [...(days.get(day) ?? []), entry]);
      }
    }
  }
  for (const entries of days.values())
    entries.sort((a, b) => Date.parse(a.from_time) - Date.parse(b.from_time));
  const sortedDays = [...days.keys()].sort();

  if (schedule.isPending) return <FullPageLoader />;
  if (schedule.isError && !school) {
    if (schedule.error instanceof ApiError && schedule.error.status === 404) return <NotFoundPage />;
    return (
      <Container size="sm" py="xl">
        <Alert color="red">{errorMessage(schedule.error)}</Alert>
      </Container>
    );
  }

  return (
    <>
      {school && <SchoolBanner school={school} showScheduleLink={false} />}
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={2} size="h3">
            Schedule
          </Title>
          {sortedDays.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              No Availabilities yet.
            </Text>
          )}
          {sortedDays.map((day) => (
            <Stack key={day} gap="sm" component="section" aria-label={formatDayWithWeekday(day)}>
              <Title order={3} size="h5" c="dimmed">
                {formatDayWithWeekday(day)}
              </Title>
              {(days.get(day) ?? []).map((entry) => (
                <ScheduleEntryCard
                  key={entry.id}
                  entry={entry}
                  timeZone={timeZone}
                  onBook={() => openEntryBooking(entry)}
                />
              ))}
            </Stack>
          ))}
          <InfiniteSentinel
            hasNextPage={schedule.hasNextPage}
            isFetchingNextPage={schedule.isFetchingNextPage}
            isError={schedule.isFetchNextPageError}
            fetchNextPage={schedule.fetchNextPage}
          />
        </Stack>
      </Container>
      {entryBookingModal}
    </>
  );
}
