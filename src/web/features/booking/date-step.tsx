import '@mantine/dates/styles.css';
import { Center, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { isDayBooked } from '../../../shared/domain/booking-calendar';

// The header's arrows are icon-only: without these they have no accessible name. The level
// button between them keeps its visible text ('November 2026') as its name.
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

interface DateStepProps {
  daysWithSlots: ReadonlySet<string>;
  /** Days whose every time is full: still picked (they offer the waitlist), never called available. */
  fullDays?: ReadonlySet<string>;
  today: string;
  value: string | null;
  onPick: (day: string) => void;
}

/**
 * SPEC §4: days without slots or before yesterday are marked booked; today is highlighted. A day
 * whose times are all full is dimmed and read as full: it lists them with Join waitlist (ADR 0047).
 */
export function DateStep({ daysWithSlots, fullDays, today, value, onPick }: DateStepProps) {
  const first = [...daysWithSlots].sort()[0] ?? today;
  return (
    <Stack gap="xs" align="center">
      <Text fw={700}>Pick a date</Text>
      <Center>
        <DatePicker
          value={value}
          onChange={(day) => {
            if (day) onPick(day);
          }}
          defaultDate={value ?? first}
          highlightToday
          ariaLabels={CALENDAR_LABELS}
          size="md"
          excludeDate={(day) => isDayBooked(day, daysWithSlots, today)}
          getDayProps={(day) =>
            isDayBooked(day, daysWithSlots, today)
              ? {
                  'data-booked': true,
                  // Struck through as SPEC marks it "booked"; read as what it is.
                  'aria-label': `${day} ${day < today ? 'past' : 'no times'}`,
                  style: { textDecoration: 'line-through' },
                }
              : fullDays?.has(day)
                ? { 'data-full': true, 'aria-label': `${day} full`, c: 'dimmed' }
                : { 'aria-label': `${day} available` }
          }
        />
      </Center>
    </Stack>
  );
}
