import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type AthleteDetailAttributes,
  type GeneratedSlot,
  type ProvidedService,
  slotKey,
} from '../../../shared/api/athletes';
import { PRODUCT_NAME } from '../../../shared/constants';
import { adjacentDay, slotsByDay, todayKey } from '../../../shared/domain/booking-calendar';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { guessTimeZone, localDateKey } from '../../../shared/domain/display';
import {
  BOOK_ALL_SESSIONS_HINT,
  bookableSlots,
  fullSlots,
  SOLD_OUT_MESSAGE,
  slotAvailabilityMessage,
} from '../../../shared/domain/slots';
import { FullPageLoader } from '../../components/full-page-loader';
import { SupportLink } from '../../components/support-link';
import { TimeZoneNote } from '../../components/time-zone-note';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/notify-error';
import { useAthlete } from '../athletes/api';
import { activePlayerOf, usePlayers } from '../auth/api';
import { heldSeatAt, heldSeatsAt, useHeldSeats } from '../bookings/api';
import { DateStep } from './date-step';
import { DeadLink } from './dead-link';
import { PackageSessions } from './package-sessions';
import { ServiceSummary } from './service-summary';
import { TimeStep } from './time-step';
import { CHECKOUT_PATH, OPENING_PARAM, useBookService } from './use-book-service';
import { useLocationChoice } from './use-location-choice';

// The booking detail's Reschedule (ADR 0046) loads it from this module: one chunk with the
// pickers it shares, not a new chunk every page's router must list.
export { ReschedulePanel } from './reschedule-panel';

// The waitlist's part of the time list (ADR 0047) loads with the first day that has full times.
const FullTimes = lazy(() =>
  import('../waitlist/full-times').then((module) => ({ default: module.FullTimes })),
);

/**
 * The day and time the page opens on when it was reached from a schedule entry: that entry's
 * day, and its opening when it can still be booked. Nothing when it is gone (the date list).
 */
function openingFrom(
  at: string | null,
  byDay: ReadonlyMap<string, GeneratedSlot[]>,
  timeZone: string,
): { day: string | null; slot: GeneratedSlot | null } {
  const start = at ? Date.parse(at) : Number.NaN;
  if (!at || Number.isNaN(start)) return { day: null, slot: null };
  const day = localDateKey(at, timeZone);
  const slots = byDay.get(day);
  if (!slots) return { day: null, slot: null };
  return { day, slot: slots.find((s) => Date.parse(s.training_start_date_time) === start) ?? null };
}

/** SPEC §2 booking page /{athleteSlug}/{serviceSlug}: date, then time, then Next. */
export function BookingPage() {
  const { athleteSlug = '', serviceSlug = '' } = useParams();
  // Asking by slug also reveals a private training reached through its direct link.
  const athlete = useAthlete(athleteSlug, serviceSlug);
  const service = athlete.data?.provided_services.find((s) => s.slug === `${athleteSlug}-${serviceSlug}`);
  useDocumentTitle(service ? `${service.name} | ${PRODUCT_NAME}` : `Book Training | ${PRODUCT_NAME}`);

  if (athlete.isPending) return <FullPageLoader />;
  if (athlete.isError && !(athlete.error instanceof ApiError && athlete.error.status === 404)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="This training could not be loaded">
          {errorMessage(athlete.error)}
        </Alert>
      </Container>
    );
  }
  if (!athlete.data || !service) return <DeadLink />;
  return <BookingFlow athlete={athlete.data} service={service} />;
}

function BookingFlow({ athlete, service }: { athlete: AthleteDetailAttributes; service: ProvidedService }) {
  const navigate = useNavigate();
  const timeZone = useMemo(guessTimeZone, []);
  const now = new Date();
  const today = todayKey(now, timeZone);
  const { book, locationModal: packageLocationModal } = useBookService(athlete.slug);
  const { chooseLocation, locationModal } = useLocationChoice();
  const [searchParams] = useSearchParams();

  const byDay = useMemo(
    () => slotsByDay(bookableSlots(athlete.generated_slots, service.id, new Date()), timeZone),
    [athlete.generated_slots, service.id, timeZone],
  );
  // Full times are listed too, with Join waitlist (ADR 0047); a package has no waitlist.
  const fullByDay = useMemo(
    () =>
      slotsByDay(service.package ? [] : fullSlots(athlete.generated_slots, service.id, new Date()), timeZone),
    [athlete.generated_slots, service.id, service.package, timeZone],
  );
  // Times the family already holds say so; one the active player holds stays open while another
  // of the family's players is free then, and checkout starts with that player (ADR 0060).
  const seats = useHeldSeats(service.id);
  const players = usePlayers().data;
  const activeId = activePlayerOf(players)?.id;
  const freePlayersAt = (start: string) =>
    (players ?? []).filter((p) => !heldSeatAt(seats.data, start, p.id));
  const bookedNote = (s: GeneratedSlot) => {
    const start = s.training_start_date_time;
    const seat = heldSeatAt(seats.data, start);
    if (!seat) return null;
    const own = activeId !== undefined && heldSeatAt(seats.data, start, activeId);
    // Every player who holds it, the active one first: "Booked for Mia and Jordan".
    const holders = [...new Set(heldSeatsAt(seats.data, start).map((h) => h.player_name ?? 'your player'))];
    const first = (own || seat).player_name ?? 'your player';
    const held = `Booked for ${[first, ...holders.filter((n) => n !== first)].join(' and ')}`;
    if (!own) return { text: held, closed: false };
    const free = freePlayersAt(start);
    if (free.length === 0) return { text: held, closed: true };
    return { text: `${held}; open for ${free.map((p) => p.first_name).join(' or ')}`, closed: false };
  };
  /** Whom checkout starts with: the active player, unless they hold a seat at that time. */
  const playerFor = (s: GeneratedSlot) =>
    activeId !== undefined && heldSeatAt(seats.data, s.training_start_date_time, activeId)
      ? freePlayersAt(s.training_start_date_time)[0]?.id
      : undefined;
  const [opening] = useState(() => openingFrom(searchParams.get(OPENING_PARAM), byDay, timeZone));
  const [day, setDay] = useState<string | null>(opening.day);
  const [slot, setSlot] = useState<GeneratedSlot | null>(opening.slot);
  const days = useMemo(() => new Set([...byDay.keys(), ...fullByDay.keys()]), [byDay, fullByDay]);
  const fullDays = useMemo(
    () => new Set([...fullByDay.keys()].filter((d) => !byDay.has(d))),
    [byDay, fullByDay],
  );
  const message = slotAvailabilityMessage(athlete.generated_slots, service, now);
  const choosing = !message || (message === SOLD_OUT_MESSAGE && fullByDay.size > 0);

  function pickDay(next: string) {
    setDay(next);
    setSlot(null);
  }

  // A day picked in the calendar replaces it with its times: focus follows (TimeStep's focusDay).
  const [pickedInCalendar, setPickedInCalendar] = useState(false);
  function pickInCalendar(next: string) {
    setPickedInCalendar(true);
    pickDay(next);
  }

  function back() {
    if (day !== null) {
      setDay(null);
      setSlot(null);
    } else {
      void navigate(`/${athlete.slug}`);
    }
  }

  function next() {
    if (!slot || !day) return;
    const selectedSlot = slot;
    const playerId = playerFor(selectedSlot);
    chooseLocation(service, (location) => {
      const state: CheckoutRouteState = {
        providedService: service,
        bookingDate: day,
        selectedSlot,
        athleteSlug: athlete.slug,
        location,
        ...(playerId === undefined ? {} : { playerId }),
      };
      void navigate(CHECKOUT_PATH, { state });
    });
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <ServiceSummary athlete={athlete} service={service} />
        {service.package && service.book_all_sessions_hint && (
          <Alert color="blue" variant="light">
            {BOOK_ALL_SESSIONS_HINT}
          </Alert>
        )}
        {message && (
          <Alert color="orange" variant="light" data-testid="slot-message">
            {message}
          </Alert>
        )}
        {service.package && (service.package_sessions ?? []).length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>This package books these sessions</Text>
            <PackageSessions sessions={service.package_sessions ?? []} timeZone={timeZone} />
          </Stack>
        )}
        {service.package ? (
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate(`/${athlete.slug}`)}>
              Back
            </Button>
            <Button disabled={service.all_slots_booked} onClick={() => book(service)}>
              Book Now
            </Button>
          </Group>
        ) : (
          choosing && (
            <>
              {day === null ? (
                <DateStep
                  daysWithSlots={days}
                  fullDays={fullDays}
                  today={today}
                  value={day}
                  onPick={pickInCalendar}
                />
              ) : (
                <TimeStep
                  day={day}
                  slots={byDay.get(day) ?? []}
                  timeZone={timeZone}
                  selectedKey={slot ? slotKey(slot) : null}
                  previousDay={adjacentDay(day, days, -1)}
                  nextDay={adjacentDay(day, days, 1)}
                  onDay={pickDay}
                  onSelect={setSlot}
                  bookedNote={bookedNote}
                  focusDay={pickedInCalendar}
                />
              )}
              {day !== null && fullByDay.has(day) && (
                <Suspense fallback={null}>
                  <FullTimes
                    serviceId={service.id}
                    serviceSlug={service.slug}
                    slots={fullByDay.get(day) ?? []}
                    timeZone={timeZone}
                  />
                </Suspense>
              )}
              <Group justify="space-between">
                <Button variant="default" onClick={back}>
                  Back
                </Button>
                {day !== null && (
                  <Button disabled={slot === null} onClick={next}>
                    Next
                  </Button>
                )}
              </Group>
            </>
          )
        )}
        {message && !choosing && !service.package && (
          <Button variant="default" onClick={() => navigate(`/${athlete.slug}`)} w="fit-content">
            Back
          </Button>
        )}
        <TimeZoneNote timeZone={timeZone} ta="center" />
        <SupportLink />
      </Stack>
      {locationModal}
      {packageLocationModal}
    </Container>
  );
}
