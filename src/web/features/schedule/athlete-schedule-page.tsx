import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { NotFoundPage } from '../../components/not-found-page';
import { ScheduleEntryCard } from '../../components/schedule-entry-card';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
import { useEntryBooking } from '../booking/use-entry-booking';
import { athleteQueryOptions } from '../trainers/api';
import { TrainerBanner } from '../trainers/trainer-banner';
import { useAthleteSchedule } from './api';

/** SPEC §2 athlete schedule /profile/schedule/{id}: the trainer's banner and infinitely scrolling openings. */
export function AthleteSchedulePage() {
  const { id = '' } = useParams();
  const schedule = useAthleteSchedule(id);
  const timeZone = useMemo(guessTimeZone, []);
  const { openEntryBooking, entryBookingModal } = useEntryBooking();
  const entries = schedule.data?.pages.flatMap((page) => page.data.map((r) => r.attributes)) ?? [];
  const slug = entries[0]?.athlete.slug;
  // The banner's trainer is known from the first opening; the page waits for both and shows
  // them together, so the openings are not pushed down when the banner arrives (ADR 0032).
  const athlete = useQuery({ ...athleteQueryOptions(slug ?? ''), enabled: slug !== undefined });
  const name = entries[0] ? `${entries[0].athlete.first_name} ${entries[0].athlete.last_name}` : null;
  useDocumentTitle(name ? `${name} Schedule | ${PRODUCT_NAME}` : `Schedule | ${PRODUCT_NAME}`);

  if (schedule.isPending || (slug !== undefined && athlete.isPending)) return <FullPageLoader />;
  if (schedule.isError && schedule.error instanceof ApiError && schedule.error.status === 404) {
    return <NotFoundPage />;
  }

  return (
    <>
      {athlete.data && <TrainerBanner athlete={athlete.data} />}
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
          {schedule.isFetchNextPageError && <Alert color="red">{errorMessage(schedule.error)}</Alert>}
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
