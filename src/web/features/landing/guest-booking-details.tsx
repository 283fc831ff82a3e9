import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatInstantDate, formatInstantTime, guessTimeZone } from '../../../shared/domain/display';
import { formatPrice } from '../../../shared/domain/money';
import { DetailLine } from '../../components/detail-card';
import { placeLabel, trainerFirstName, trainerName } from '../bookings/booking-display';
import { BookingWhenLines } from '../bookings/booking-when-lines';
import type { GuestBooked } from './guest-booked';

/** What happens to a new request and its money, as the 'Booking request sent' email says it. */
function nextSteps({ booking }: GuestBooked, timeZone: string): string[] {
  const trainer = trainerFirstName(booking);
  const steps = [`Your request was sent to ${trainer}, who will accept or decline it soon.`];
  if (booking.respond_by) {
    steps.push(
      `If there is no answer by ${formatInstantDate(booking.respond_by, timeZone)} ${formatInstantTime(booking.respond_by, timeZone)}, the request expires and you can book another time.`,
    );
  }
  steps.push(
    booking.amount_cents > 0
      ? `We placed a hold of ${formatPrice(booking.amount)} on your card. You are only charged when ${trainer} accepts; if the request is declined, the hold is released.`
      : 'This training is free: nothing will be charged.',
  );
  return steps;
}

/**
 * The training a guest has just booked, on the page they land on after checkout (SPEC §4: a
 * guest is signed out and sent home with 'See below for your training details.').
 */
export function GuestBookingDetails({ booked }: { booked: GuestBooked }) {
  const { booking, email } = booked;
  const timeZone = guessTimeZone();
  return (
    <Paper
      component="section"
      aria-labelledby="guest-booking-title"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="xl"
      c="black"
      maw={640}
      data-testid="guest-booking-details"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="guest-booking-title">
          <IconCircleCheck
            size={24}
            color="var(--mantine-color-green-7)"
            aria-hidden
            style={{ verticalAlign: -4, marginRight: 8 }}
          />
          Your training details
        </Title>
        <Stack gap={6}>
          <DetailLine label="Training" value={booking.provided_service?.name ?? 'Training'} />
          <DetailLine label="Trainer" value={trainerName(booking) || trainerFirstName(booking)} />
          <BookingWhenLines booking={booking} timeZone={timeZone} />
          <DetailLine label="Place" value={placeLabel(booking)} />
          <DetailLine label="Amount" value={formatPrice(booking.amount)} />
        </Stack>
        <Title order={3} size="h5" mt="xs">
          What happens next
        </Title>
        {nextSteps(booked, timeZone).map((step) => (
          <Text key={step} size="sm">
            {step}
          </Text>
        ))}
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email
            ? `We emailed these details to ${email}, and will email you there when the trainer answers.`
            : 'We emailed these details to you, and will email you when the trainer answers.'}
        </Text>
      </Stack>
    </Paper>
  );
}
