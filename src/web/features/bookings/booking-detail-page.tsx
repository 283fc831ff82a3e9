import { Anchor, Avatar, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { HELPER_TOAST_MS, PRODUCT_NAME } from '../../../shared/constants';
import { needsTrainerToCancel, releasesSeats } from '../../../shared/domain/booking-status';
import { durationLabel, guessTimeZone } from '../../../shared/domain/display';
import { formatPrice } from '../../../shared/domain/money';
import { DetailCard, DetailLine, DetailText } from '../../components/detail-card';
import { FullPageLoader } from '../../components/full-page-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { TimeZoneNote } from '../../components/time-zone-note';
import { playerName, useSeveralPlayers } from '../auth/api';
import { bookingIdSchema, useBooking, useRescheduleBooking } from './api';
import {
  cancellationPolicyLine,
  meetingLinkNote,
  moneyBackLine,
  placeLabel,
  trainerName,
} from './booking-display';
import {
  BookingStatusBadge,
  BookingStatusNote,
  CancellationRequest,
  NeedToCancelHelp,
  OwnCancelButton,
} from './booking-status';
import { BookingWhenLines } from './booking-when-lines';
import { useBookingPlace } from './use-booking-place';

// The calendar-file library loads on the click that needs it.
async function addToCalendar(booking: BookingAttributes): Promise<void> {
  (await import('./calendar-file')).downloadBookingCalendar(booking);
}

// The date and time pickers load when Reschedule is first pressed.
const ReschedulePanel = lazy(async () => ({
  default: (await import('../booking/booking-page')).ReschedulePanel,
}));

export const RESCHEDULED_MESSAGE = 'Booking rescheduled!';

/** Within the free cancellation period (ADR 0046): Reschedule (a single session) and Cancel. */
function FreePeriodActions({ booking, timeZone }: { booking: BookingAttributes; timeZone: string }) {
  const [rescheduling, setRescheduling] = useState(false);
  const move = useRescheduleBooking();
  const moveTo = (fromTime: string) =>
    move.mutate(
      { id: booking.id, fromTime },
      {
        onSuccess: () => {
          notifications.show({ message: RESCHEDULED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
          setRescheduling(false);
        },
      },
    );
  return (
    <>
      <Group justify="flex-end" gap="xs">
        {!booking.package && (
          <Button variant="light" size="xs" onClick={() => setRescheduling(true)} disabled={rescheduling}>
            Reschedule
          </Button>
        )}
        <OwnCancelButton booking={booking} />
      </Group>
      {rescheduling && (
        <Suspense fallback={null}>
          <ReschedulePanel
            booking={booking}
            timeZone={timeZone}
            onMove={moveTo}
            moving={move.isPending}
            onClose={() => setRescheduling(false)}
          />
        </Suspense>
      )}
    </>
  );
}

// Leaflet and its CSS load only when a map is drawn.
const BookingMap = lazy(async () => ({ default: (await import('./booking-map')).BookingMap }));

function TrainingInfo({ booking, timeZone }: { booking: BookingAttributes; timeZone: string }) {
  const service = booking.provided_service;
  const showPlayer = useSeveralPlayers();
  return (
    <DetailCard title="Training Info">
      <DetailLine label="Training" value={service?.name ?? 'Training'} />
      {showPlayer && booking.player && <DetailLine label="Player" value={playerName(booking.player)} />}
      <DetailLine label="Status" value={<BookingStatusBadge booking={booking} />} />
      <BookingStatusNote booking={booking} timeZone={timeZone} />
      <BookingWhenLines booking={booking} timeZone={timeZone} />
      <TimeZoneNote timeZone={timeZone} />
      {service && <DetailLine label="Duration" value={durationLabel(service.duration)} />}
      <DetailLine label="Amount" value={formatPrice(booking.amount)} />
      {releasesSeats(booking.status) && moneyBackLine(booking) && (
        <DetailLine label="Payment" value={moneyBackLine(booking)} />
      )}
      {service?.connection_detail && (
        <DetailLine label="Join" value={<MeetingLink link={service.connection_detail} />} />
      )}
      {meetingLinkNote(booking) && (
        <Text size="sm" c="dimmed">
          {meetingLinkNote(booking)}
        </Text>
      )}
      {booking.notes && <DetailText label="Your notes" text={booking.notes} />}
      {/* A cancellation request shows the trainer's note in its own notice above. */}
      {booking.trainer_notes && !booking.cancellation_requested && (
        <DetailText label="Trainer notes" text={booking.trainer_notes} />
      )}
      {/* While the trainer's cancellation request stands, its notice says what cancelling does. */}
      {!releasesSeats(booking.status) && !booking.cancellation_requested && booking.amount_cents > 0 && (
        <Text size="sm" c="dimmed" data-testid="cancellation-policy">
          {cancellationPolicyLine(booking, timeZone)}
        </Text>
      )}
      {/* A training that took place asks for a review here too, not only in its email. */}
      {booking.status === 'completed' && booking.reviewed && (
        <Text size="sm" c="dimmed">
          You reviewed this training. Thank you!
        </Text>
      )}
      {booking.status === 'completed' && !booking.reviewed && booking.athlete && booking.provided_service && (
        <Group justify="flex-end">
          <Button
            component={Link}
            variant="light"
            to={`/feedback/${booking.id}/${booking.athlete.slug}/${booking.provided_service.id}`}
          >
            Leave a review
          </Button>
        </Group>
      )}
      {booking.can_cancel_free ? (
        <FreePeriodActions booking={booking} timeZone={timeZone} />
      ) : booking.can_withdraw ? (
        <Group justify="flex-end">
          <OwnCancelButton booking={booking} />
        </Group>
      ) : (
        needsTrainerToCancel(booking) && (
          <Group justify="flex-end">
            <NeedToCancelHelp />
          </Group>
        )
      )}
    </DetailCard>
  );
}

/** The meeting link, clickable when it is a web address (trainers may also write plain directions). */
function MeetingLink({ link }: { link: string }) {
  if (!/^https?:\/\//i.test(link)) return link;
  return (
    <Anchor href={link} target="_blank" rel="noopener noreferrer">
      {link}
    </Anchor>
  );
}

function TrainerInfo({ booking }: { booking: BookingAttributes }) {
  const athlete = booking.athlete;
  if (!athlete) return null;
  return (
    <DetailCard title="Trainer Info">
      <Group gap="sm">
        <Avatar src={athlete.profile_image} radius="xl" size="lg" alt="" />
        <div>
          <Anchor component={Link} to={`/${athlete.slug}`} fw={600}>
            {trainerName(booking)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[athlete.sport_name, athlete.college].filter(Boolean).join(' · ')}
          </Text>
        </div>
      </Group>
      {athlete.email && (
        <DetailLine label="Email" value={<Anchor href={`mailto:${athlete.email}`}>{athlete.email}</Anchor>} />
      )}
      {athlete.contact_number && <DetailLine label="Phone" value={athlete.contact_number} />}
    </DetailCard>
  );
}

function LocationInfo({ booking }: { booking: BookingAttributes }) {
  const place = useBookingPlace(booking);
  const label = placeLabel(booking);
  return (
    <DetailCard title="Location Info">
      <Text size="sm" data-testid="booking-address">
        {label}
      </Text>
      {place.data && (
        <Suspense fallback={null}>
          <BookingMap latitude={place.data.latitude} longitude={place.data.longitude} label={label} />
        </Suspense>
      )}
    </DetailCard>
  );
}

/** SPEC §2 /bookings/{id}: Training Info, Trainer Info, Location Info with a map, and a calendar file. */
export function BookingDetailPage() {
  useDocumentTitle(`Booking Details | ${PRODUCT_NAME}`);
  const parsed = bookingIdSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const query = useBooking(id);
  const timeZone = guessTimeZone();

  if (!parsed.success) return <NotFoundPage />;
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) return <NotFoundPage />;
  const booking = query.data.data.attributes;

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Button
            component={Link}
            to="/bookings"
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            px={0}
          >
            Bookings
          </Button>
          {/* A cancelled or declined training has no place in a calendar. */}
          {!releasesSeats(booking.status) && (
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => void addToCalendar(booking)}
            >
              Add to calendar
            </Button>
          )}
        </Group>
        <Title order={1} size="h2">
          Booking Details
        </Title>
        <CancellationRequest booking={booking} />
        <TrainingInfo booking={booking} timeZone={timeZone} />
        <TrainerInfo booking={booking} />
        <LocationInfo booking={booking} />
      </Stack>
    </Container>
  );
}
