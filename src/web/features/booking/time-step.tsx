import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { GeneratedSlot } from '../../../shared/api/athletes';
import { formatDayKey, formatInstantTime } from '../../../shared/domain/display';

interface TimeStepProps {
  day: string;
  slots: readonly GeneratedSlot[];
  timeZone: string;
  selectedId: number | null;
  previousDay: string | null;
  nextDay: string | null;
  onDay: (day: string) => void;
  onSelect: (slot: GeneratedSlot) => void;
}

/** The time list of one day, with arrows to the neighbouring days that have slots. */
export function TimeStep({
  day,
  slots,
  timeZone,
  selectedId,
  previousDay,
  nextDay,
  onDay,
  onSelect,
}: TimeStepProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Previous day"
          disabled={previousDay === null}
          onClick={() => previousDay && onDay(previousDay)}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={700} data-testid="time-list-day">
          {formatDayKey(day)}
        </Text>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="Next day"
          disabled={nextDay === null}
          onClick={() => nextDay && onDay(nextDay)}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Times">
        {slots.map((slot) => {
          const label = `${formatInstantTime(slot.training_start_date_time, timeZone)} - ${formatInstantTime(slot.training_end_date_time, timeZone)}`;
          const selected = slot.id === selectedId;
          return (
            <Button
              key={slot.id}
              variant={selected ? 'filled' : 'default'}
              aria-pressed={selected}
              onClick={() => onSelect(slot)}
            >
              {label}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
