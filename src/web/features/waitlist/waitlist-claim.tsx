import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { GeneratedSlot } from '../../../shared/api/athletes';
import type { WaitlistEntryAttributes } from '../../../shared/api/waitlist';
import { serviceNumber } from '../../../shared/domain/bookable-service';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import {
  formatInstantDate,
  formatInstantTime,
  guessTimeZone,
  localDateKey,
} from '../../../shared/domain/display';
import { ordinal } from '../../../shared/domain/waitlist';
import { FullPageLoader } from '../../components/full-page-loader';
import { errorMessage } from '../../lib/notify-error';
import { useAthlete } from '../athletes/api';
import { CHECKOUT_PATH } from '../booking/use-book-service';
import { useLocationChoice } from '../booking/use-location-choice';
import { useWaitlistEntry } from './api';
import { placeTime } from './waitlist-section';

/** Why a place cannot be claimed, as the player reads it. */
function notOpen(place: WaitlistEntryAttributes): string {
  if (place.status === 'waiting') {
    return `No spot is held for you yet: you are ${ordinal(place.place ?? 1)} in line. We will email you when one frees up.`;
  }
  if (place.status === 'claimed') return 'You already claimed this spot: it is in your bookings.';
  if (place.status === 'lapsed') {
    return 'This offer has expired and the spot went to the next player in line.';
  }
  if (place.status === 'closed') return 'Booking for this session has closed: no spot opened up in time.';
  return 'You are no longer on this waitlist.';
}

/** The time held, as the booking flow would have picked it (checkout's route state). */
function heldSlot(place: WaitlistEntryAttributes, timeZone: string): GeneratedSlot {
  return {
    id: place.id,
    booking_date: localDateKey(place.starts_at, timeZone),
    training_start_date_time: place.starts_at,
    training_end_date_time: place.ends_at,
    from_time: place.starts_at,
    to_time: place.ends_at,
    free_slot: 1,
    selected_trainings: [place.provided_service_id],
  };
}

function Claim({ place }: { place: WaitlistEntryAttributes }) {
  const navigate = useNavigate();
  const timeZone = guessTimeZone();
  const athlete = useAthlete(place.athlete_slug, serviceNumber(place.service_slug, place.athlete_slug));
  const service = athlete.data?.provided_services.find((s) => s.id === place.provided_service_id);
  const { chooseLocation, locationModal } = useLocationChoice();
  const open = place.status === 'offered' && place.offer_expires_at !== null;

  function claim() {
    if (!service) return;
    chooseLocation(service, (location) => {
      const slot = heldSlot(place, timeZone);
      const state: CheckoutRouteState = {
        providedService: service,
        bookingDate: slot.booking_date,
        selectedSlot: slot,
        athleteSlug: place.athlete_slug,
        location,
        waitlistEntryId: place.id,
        waitlistPlayerId: place.player_id,
      };
      void navigate(CHECKOUT_PATH, { state });
    });
  }

  return (
    <Stack gap="md" data-testid="waitlist-claim">
      <Title order={2} size="h3">
        Your waitlist spot
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Text fw={700}>
            {place.service_name} with {place.athlete_name}
          </Text>
          <Text>{placeTime(place, timeZone)}</Text>
          <Text size="sm" c="dimmed">
            For {place.player_name}
          </Text>
        </Stack>
      </Paper>
      {open && place.offer_expires_at ? (
        <>
          <Alert color="green" variant="light" title="A spot opened up">
            We are holding it for you until {formatInstantDate(place.offer_expires_at, timeZone)}{' '}
            {formatInstantTime(place.offer_expires_at, timeZone)}. Claim it to go to checkout.
          </Alert>
          {athlete.isError && <Alert color="red">{errorMessage(athlete.error)}</Alert>}
          <Group>
            <Button onClick={claim} disabled={!service} loading={athlete.isPending}>
              Claim your spot
            </Button>
          </Group>
        </>
      ) : (
        <Alert color="orange" variant="light">
          {notOpen(place)}
        </Alert>
      )}
      {locationModal}
    </Stack>
  );
}

/**
 * The claim link of a waitlist offer's email (/bookings?claim={id}), at the top of the bookings
 * page: the held time, and Claim your spot on to checkout for it.
 */
export function WaitlistClaim({ id }: { id: number }) {
  const entry = useWaitlistEntry(id);
  if (entry.isPending) return <FullPageLoader />;
  if (entry.isError || !entry.data) {
    return (
      <Alert color="red" title="This waitlist spot could not be found">
        {entry.error ? errorMessage(entry.error) : null}
      </Alert>
    );
  }
  return <Claim place={entry.data.data.attributes} />;
}
