import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { ScheduleEntryCard } from '../../components/schedule-entry-card';
import { errorMessage } from '../../lib/notify-error';
import { useEntryBooking } from '../booking/use-entry-booking';
import { useAthlete } from '../trainers/api';
import { TrainerBanner } from '../trainers/trainer-banner';
import { useAthleteSchedule } from './api';

/** The full banner once the trainer is known from the schedule; nothing while it loads. */
function ScheduleHeader({ slug }: { slug: string }) {
  const athlete = useAthlete(slug);
  return athlete.data ? <TrainerBanner athlete={athlete.data} /> : null;
}

/** SPEC §2 athlete schedule /profile/schedule/{id}: infinitely scrolling openings. */
export function AthleteSchedulePage() {
  const { id = '' } = useParams();
  const schedule = useAthleteSchedule(id);
  const timeZone = useMemo(guessTimeZone, []);
  const { openEntryBooking, entryBookingModal } = useEntryBooking();
  const entries = schedule.data?.pages.flatMap((page) => page.data.map((r) => r.attributes)) ?? [];
  const athlete = entries[0]?.athlete;
  useDocumentTitle(
    athlete
      ? `${athlete.first_name} ${athlete.last_name} Schedule | ${PRODUCT_NAME}`
      : `Schedule | ${PRODUCT_NAME}`,
  );

  if (schedule.isPending) return <FullPageLoader />;

  return (
    <>
      {athlete && <ScheduleHeader slug={athlete.slug} />}
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={2} size="h3">
            Schedule
          </Title>
          {schedule.isError && entries.length === 0 && (
            <Alert color="red">{errorMessage(schedule.error)}</Alert>
          )}
          {!schedule.isError && entries.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              No upcoming trainings yet.
            </Text>
          )}
          {entries.map((entry) => (
            <ScheduleEntryCard
              key={entry.id}
              entry={entry}
              timeZone={timeZone}
              onBook={() => openEntryBooking(entry)}
            />
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
