import { Anchor, Avatar, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { PRODUCT_NAME } from '../../../shared/constants';
import { durationLabel, formatInstantDate, formatPrice, guessTimeZone } from '../../../shared/domain/display';
import { FullPageLoader } from '../../components/full-page-loader';
import { NotFoundPage } from '../../components/not-found-page';
import { bookingIdSchema, useBooking } from './api';
import {
  bookingStatusColor,
  bookingStatusLabel,
  bookingTimeRange,
  placeLabel,
  trainerName,
} from './booking-display';
import { useBookingPlace } from './use-booking-place';

// The calendar-file library loads on the click that needs it.
async function addToCalendar(booking: BookingAttributes): Promise<void> {
  (await import('./calendar-file')).downloadBookingCalendar(booking);
}

// Leaflet and its CSS load only when a map is drawn.
const BookingMap = lazy(async () => ({ default: (await import('./booking-map')).BookingMap }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function TrainingInfo({ booking, timeZone }: { booking: BookingAttributes; timeZone: string }) {
  const service = booking.provided_service;
  return (
    <Section title="Training Info">
      <Line label="Training" value={service?.name ?? 'Training'} />
      <Line
        label="Status"
        value={
          <Badge color={bookingStatusColor(booking.status)} variant="light">
            {bookingStatusLabel(booking.status)}
          </Badge>
        }
      />
      {booking.sessions.length > 1 ? (
        booking.sessions.map((s, i) => (
          <Line
            key={s.id}
            label={`Session ${i + 1}`}
            value={`${formatInstantDate(s.starts_at, timeZone)} · ${bookingTimeRange({ ...booking, training_start_date_time: s.starts_at, training_end_date_time: s.ends_at }, timeZone)}`}
          />
        ))
      ) : (
        <>
          <Line label="Date" value={formatInstantDate(booking.training_start_date_time, timeZone)} />
          <Line label="Time" value={bookingTimeRange(booking, timeZone)} />
        </>
      )}
      {service && <Line label="Duration" value={durationLabel(service.duration)} />}
      <Line label="Amount" value={formatPrice(booking.amount)} />
      {service?.connection_detail && <Line label="Join" value={service.connection_detail} />}
      {booking.notes && <Line label="Your notes" value={booking.notes} />}
      {booking.trainer_notes && <Line label="Trainer notes" value={booking.trainer_notes} />}
    </Section>
  );
}

function TrainerInfo({ booking }: { booking: BookingAttributes }) {
  const athlete = booking.athlete;
  if (!athlete) return null;
  return (
    <Section title="Trainer Info">
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
        <Line label="Email" value={<Anchor href={`mailto:${athlete.email}`}>{athlete.email}</Anchor>} />
      )}
      {athlete.contact_number && <Line label="Phone" value={athlete.contact_number} />}
    </Section>
  );
}

function LocationInfo({ booking }: { booking: BookingAttributes }) {
  const place = useBookingPlace(booking);
  const label = placeLabel(booking);
  return (
    <Section title="Location Info">
      <Text size="sm" data-testid="booking-address">
        {label}
      </Text>
      {place.data && (
        <Suspense fallback={null}>
          <BookingMap latitude={place.data.latitude} longitude={place.data.longitude} label={label} />
        </Suspense>
      )}
    </Section>
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
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => void addToCalendar(booking)}
          >
            Add to calendar
          </Button>
        </Group>
        <Title order={1} size="h2">
          Booking Details
        </Title>
        <TrainingInfo booking={booking} timeZone={timeZone} />
        <TrainerInfo booking={booking} />
        <LocationInfo booking={booking} />
      </Stack>
    </Container>
  );
}
