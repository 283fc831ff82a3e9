import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type GeneratedSlot, slotKey } from '../../../shared/api/athletes';
import { formatDayKey, formatInstantTime } from '../../../shared/domain/display';

interface TimeStepProps {
  day: string;
  slots: readonly GeneratedSlot[];
  timeZone: string;
  /** `slotKey` of the chosen slot. */
  selectedKey: string | null;
  previousDay: string | null;
  nextDay: string | null;
  onDay: (day: string) => void;
  onSelect: (slot: GeneratedSlot) => void;
  /**
   * A time one of the account's players already holds (ADR 0060): what to say under it, and
   * whether it is closed to the player booking now (their own seat).
   */
  bookedNote?: ((slot: GeneratedSlot) => { text: string; closed: boolean } | null) | undefined;
  /**
   * The list replaced the calendar the visitor picked its day in: focus moves to the day's name,
   * where a keyboard continues to the times (the picked day's button is gone).
   */
  focusDay?: boolean;
}

/** An arrow to a neighbouring day with slots; disabled when there is none that way. */
function DayArrow({
  label,
  to,
  onDay,
  children,
}: {
  label: string;
  to: string | null;
  onDay: (day: string) => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="light"
      size="lg"
      aria-label={label}
      disabled={to === null}
      onClick={() => to && onDay(to)}
    >
      {children}
    </ActionIcon>
  );
}

/** The time list of one day, with arrows to the neighbouring days that have slots. */
export function TimeStep({
  day,
  slots,
  timeZone,
  selectedKey,
  previousDay,
  nextDay,
  onDay,
  onSelect,
  bookedNote,
  focusDay = false,
}: TimeStepProps) {
  const dayName = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusDay) dayName.current?.focus();
  }, [focusDay]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <DayArrow label="Previous day" to={previousDay} onDay={onDay}>
          <IconChevronLeft size={20} aria-hidden />
        </DayArrow>
        <Text fw={700} data-testid="time-list-day" ref={dayName} tabIndex={-1}>
          {formatDayKey(day)}
        </Text>
        <DayArrow label="Next day" to={nextDay} onDay={onDay}>
          <IconChevronRight size={20} aria-hidden />
        </DayArrow>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Times">
        {slots.map((slot) => {
          const label = `${formatInstantTime(slot.training_start_date_time, timeZone)} - ${formatInstantTime(slot.training_end_date_time, timeZone)}`;
          const key = slotKey(slot);
          const selected = key === selectedKey;
          const booked = bookedNote?.(slot) ?? null;
          const button = (
            <Button
              key={key}
              variant={selected ? 'filled' : 'default'}
              aria-pressed={selected}
              disabled={booked?.closed}
              onClick={() => onSelect(slot)}
            >
              {label}
            </Button>
          );
          if (!booked) return button;
          return (
            <Stack key={key} gap={2}>
              {button}
              <Text size="xs" c="dimmed" ta="center">
                {booked.text}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
