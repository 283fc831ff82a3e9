import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type GeneratedSlot, slotKey } from '../../../shared/api/athletes';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { adjacentDay, slotsByDay, todayKey } from '../../../shared/domain/booking-calendar';
import { bookableSlots } from '../../../shared/domain/slots';
import { useAthlete } from '../athletes/api';
import { DateStep } from './date-step';
import { TimeStep } from './time-step';

interface ReschedulePanelProps {
  booking: BookingAttributes;
  timeZone: string;
  /** Asks the server to move the booking to the slot starting then (it checks every rule again). */
  onMove: (fromTime: string) => void;
  moving: boolean;
  onClose: () => void;
}

/**
 * Reschedule (ADR 0046): the booking flow's date and time pickers over the same training's open
 * slots, its own time left out. It uses only what the booking page's chunk already holds, so
 * the booking detail loads it from there (no new chunk for every page's router to list).
 */
export function ReschedulePanel({ booking, timeZone, onMove, moving, onClose }: ReschedulePanelProps) {
  const athleteSlug = booking.athlete?.slug ?? '';
  const service = booking.provided_service;
  // Asking by the training's slug also finds a private training.
  const serviceSlug = service?.slug.startsWith(`${athleteSlug}-`)
    ? service.slug.slice(athleteSlug.length + 1)
    : undefined;
  const athlete = useAthlete(athleteSlug, serviceSlug);
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

  return (
    <Stack gap="md" data-testid="reschedule">
      <Text size="sm">
        Choose another time for {service?.name ?? 'this training'}. Your payment stays as it is.
      </Text>
      {athlete.isPending ? (
        <Text size="sm" c="dimmed">
          Loading times…
        </Text>
      ) : days.size === 0 ? (
        <Alert color="orange" variant="light">
          No other times are open for this training.
        </Alert>
      ) : day === null ? (
        <DateStep daysWithSlots={days} today={todayKey(new Date(), timeZone)} value={day} onPick={pickDay} />
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
          // Reached only from the calendar: focus follows the picked day.
          focusDay
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={day === null ? onClose : () => pickDay(null)}>
          Back
        </Button>
        <Button
          disabled={slot === null}
          loading={moving}
          onClick={() => slot && onMove(slot.training_start_date_time)}
        >
          Move booking
        </Button>
      </Group>
    </Stack>
  );
}
