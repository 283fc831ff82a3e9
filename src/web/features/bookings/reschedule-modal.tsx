import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import type { GeneratedSlot } from '../../../shared/api/athletes';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { adjacentDay, slotsByDay, todayKey } from '../../../shared/domain/booking-calendar';
import { bookableSlots } from '../../../shared/domain/slots';
import { useAthlete } from '../athletes/api';
import { DateStep } from '../booking/date-step';
import { TimeStep } from '../booking/time-step';
import { useRescheduleBooking } from './api';

export const RESCHEDULED_MESSAGE = 'Booking rescheduled!';

interface RescheduleModalProps {
  booking: BookingAttributes;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Reschedule (ADR 0046): the booking flow's date and time pickers over the same training's open
 * slots; Move booking asks the server, which checks every rule again and keeps the payment.
 */
export function RescheduleModal({ booking, timeZone, opened, onClose }: RescheduleModalProps) {
  const athleteSlug = booking.athlete?.slug ?? '';
  const service = booking.provided_service;
  // Asking by the training's slug also finds a private training.
  const serviceSlug = service?.slug.startsWith(`${athleteSlug}-`)
    ? service.slug.slice(athleteSlug.length + 1)
    : undefined;
  const athlete = useAthlete(athleteSlug, serviceSlug);
  const move = useRescheduleBooking();
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<GeneratedSlot | null>(null);
  const byDay = useMemo(() => {
    const own = Date.parse(booking.training_start_date_time);
    const slots = bookableSlots(athlete.data?.generated_slots ?? [], service?.id ?? 0, new Date()).filter(
      (s) => Date.parse(s.training_start_date_time) !== own,
    );
    return slotsByDay(slots, timeZone);
  }, [athlete.data, service?.id, booking.training_start_date_time, timeZone]);
  const days = useMemo(() => new Set(byDay.keys()), [byDay]);

  function pickDay(next: string | null) {
    setDay(next);
    setSlot(null);
  }

  function submit() {
    if (!slot) return;
    move.mutate(
      { id: booking.id, fromTime: slot.training_start_date_time },
      {
        onSuccess: () => {
          notifications.show({ message: RESCHEDULED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Reschedule" size="lg">
      <Stack gap="md">
        <Text size="sm">
          Choose another time for {service?.name ?? 'this training'}. Your payment stays as it is.
        </Text>
        {athlete.isPending ? (
          <Loader mx="auto" />
        ) : days.size === 0 ? (
          <Alert color="orange" variant="light">
            No other times are open for this training.
          </Alert>
        ) : day === null ? (
          <DateStep
            daysWithSlots={days}
            today={todayKey(new Date(), timeZone)}
            value={day}
            onPick={pickDay}
          />
        ) : (
          <TimeStep
            day={day}
            slots={byDay.get(day) ?? []}
            timeZone={timeZone}
            selectedId={slot?.id ?? null}
            previousDay={adjacentDay(day, days, -1)}
            nextDay={adjacentDay(day, days, 1)}
            onDay={pickDay}
            onSelect={setSlot}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={day === null ? onClose : () => pickDay(null)}>
            Back
          </Button>
          <Button disabled={slot === null} loading={move.isPending} onClick={submit}>
            Move booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
