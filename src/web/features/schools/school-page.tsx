import { Alert, Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { PageLoadError } from '../../components/page-load-error';
import { ScheduleEntryCards } from '../../components/schedule-entry-card';
import { TimeZoneNote } from '../../components/time-zone-note';
import { TrainerRow } from '../../components/trainer-row';
import { errorMessage } from '../../lib/notify-error';
import { useVisitorTimeZone } from '../../lib/visitor-time-zone';
import { useSports } from '../sports/api';
import { genderFromSlug, schoolFiltersAddress, useCollege, useTrainers, useUpcomingOpenings } from './api';
import { SchoolBanner } from './school-banner';
import { type FilterValues, SchoolFilters } from './school-filters';

// Book now's option picker (a Modal with focus trap, scroll area and the booking hooks) is
// not needed to show the page: it downloads when a pointer or the focus reaches the
// cards, so it is usually ready by the click; loading it as the page starts added its start-up
// work to the page's hydration (Lighthouse TBT, ADR 0022).
const loadOptionPicker = () => import('../booking/use-entry-booking');
const preloadOptionPicker = () => void loadOptionPicker().catch(() => undefined);
const EntryBookingModal = lazy(() =>
  loadOptionPicker().then((module) => ({ default: module.EntryBookingModal })),
);

/** SPEC §2 school page: header, upcoming trainings (max 4), filters and the trainer list. */
export function SchoolPage() {
  const { schoolSlug = '', sportSlug, genderSlug } = useParams();
  const school = useCollege(schoolSlug);
  // The upcoming cards sit above the trainer list: showing the list before the cards would push
  // it down when they arrive (layout shift, ADR 0021). Both sections appear once the cards are
  // known; the router's loader has usually fetched them alongside the school (ADR 0010).
  // Only for a school that exists, like the cards themselves (no error toast on the 404 page).
  const upcoming = useUpcomingOpenings(schoolSlug, school.isSuccess);
  useDocumentTitle(school.data ? `${school.data.name} | ${PRODUCT_NAME}` : `School | ${PRODUCT_NAME}`);

  if (school.isPending) return <FullPageLoader />;
  if (school.isError) return <PageLoadError error={school.error} />;
  return (
    <>
      <SchoolBanner school={school.data} />
      {upcoming.isPending ? (
        <FullPageLoader />
      ) : (
        <Container size="lg" py="xl">
          <Stack gap="xl">
            <UpcomingTrainings schoolSlug={school.data.slug} />
            <TrainerList schoolSlug={school.data.slug} sportSlug={sportSlug} genderSlug={genderSlug} />
          </Stack>
        </Container>
      )}
    </>
  );
}

function UpcomingTrainings({ schoolSlug }: { schoolSlug: string }) {
  const upcoming = useUpcomingOpenings(schoolSlug);
  const timeZone = useVisitorTimeZone();
  const [bookingEntry, setBookingEntry] = useState<CalendarEntryAttributes | null>(null);
  const entries = upcoming.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="Upcoming Trainings">
      <Title order={2} size="h3">
        Upcoming Trainings
      </Title>
      {!upcoming.isPending && entries.length === 0 && <Text c="dimmed">No Availabilities yet.</Text>}
      {entries.length > 0 && <TimeZoneNote timeZone={timeZone} />}
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        onPointerEnter={preloadOptionPicker}
        onFocus={preloadOptionPicker}
      >
        <ScheduleEntryCards entries={entries} timeZone={timeZone} onBook={setBookingEntry} />
      </SimpleGrid>
      <Anchor component={Link} to={`/schools/${schoolSlug}/schedule`} fw={600}>
        View full schedule
      </Anchor>
      {bookingEntry && (
        <Suspense fallback={null}>
          <EntryBookingModal
            key={bookingEntry.id}
            entry={bookingEntry}
            onClose={() => setBookingEntry(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function TrainerList({
  schoolSlug,
  sportSlug,
  genderSlug,
}: {
  schoolSlug: string;
  sportSlug: string | undefined;
  genderSlug: string | undefined;
}) {
  const sports = useSports();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The filters live in the address (the path's sport and gender, SPEC §2; the athlete type and
  // place as `type` and `near`): Back, a reload and a shared link show the same list.
  const nearInUrl = params.get('near') ?? '';
  const [locationText, setLocationText] = useState(nearInUrl);
  const [location] = useDebouncedValue(locationText, 400);
  const filters: FilterValues = {
    gender: genderFromSlug(genderSlug),
    sportId: sports.data?.find((sport) => sport.slug === sportSlug)?.id ?? null,
    athleteType: params.get('type') ?? 'all',
    location: locationText,
  };
  const show = (next: FilterValues) =>
    void navigate(
      schoolFiltersAddress(
        schoolSlug,
        { ...next, location: next.location.trim() },
        sports.data?.find((sport) => sport.id === next.sportId)?.slug,
      ),
      { replace: true, preventScrollReset: true },
    );
  function onChange(next: FilterValues) {
    setLocationText(next.location);
    // A place is written into the address once typing pauses; any other choice at once.
    if (
      next.gender !== filters.gender ||
      next.sportId !== filters.sportId ||
      next.athleteType !== filters.athleteType
    ) {
      show(next);
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a paused place moves the address
  useEffect(() => {
    if (location.trim() !== nearInUrl) show({ ...filters, location });
  }, [location]);
  // Wait for the sports list before the first query when the URL names a sport.
  const waiting = sportSlug !== undefined && sports.isPending;
  const trainers = useTrainers({ ...filters, location, schoolSlug }, !waiting);
  const athletes = trainers.data?.pages.flatMap((page) => page.data.map((r) => r.attributes)) ?? [];

  return (
    <Stack gap="sm" component="section" aria-label="Trainers">
      <Title order={2} size="h3">
        Trainers
      </Title>
      <SchoolFilters values={filters} onChange={onChange} />
      {trainers.isError && athletes.length === 0 && <Alert color="red">{errorMessage(trainers.error)}</Alert>}
      {trainers.isSuccess && athletes.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No trainers match these filters.
        </Text>
      )}
      <Stack gap="sm">
        {athletes.map((athlete) => (
          <TrainerRow key={athlete.id} athlete={athlete} />
        ))}
      </Stack>
      <InfiniteSentinel
        hasNextPage={trainers.hasNextPage}
        isFetchingNextPage={trainers.isFetchingNextPage || trainers.isPending}
        isError={trainers.isFetchNextPageError}
        fetchNextPage={trainers.fetchNextPage}
      />
    </Stack>
  );
}
