import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CalendarEntryAttributes } from '../../shared/api/calendar';
import {
  durationLabel,
  formatInstantDate,
  formatInstantTime,
  openingPlacesLabel,
  passingYearShort,
} from '../../shared/domain/display';
import { formatPrice } from '../../shared/domain/money';

const TYPE_LABEL = { virtual: 'Virtual', individual: 'Individual', group: 'Group' } as const;

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

/** One opening (SPEC §2 athlete schedule entry), with 'Book now' while it has a seat left. */
export function ScheduleEntryCard({
  entry,
  timeZone,
  onBook,
}: {
  entry: CalendarEntryAttributes;
  timeZone: string;
  onBook: () => void;
}) {
  const { athlete, provided_services: services } = entry;
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const types = unique(services.map((s) => TYPE_LABEL[s.training_type]));
  const places = entry.virtual ? 'Virtual training' : openingPlacesLabel(services);
  const color = entry.virtual
    ? 'var(--mantine-color-grape-5)'
    : (entry.entry_color ?? 'var(--mantine-color-brand-5)');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      style={{ borderLeft: `5px solid ${color}` }}
      data-testid="schedule-entry"
    >
      <Stack gap={6}>
        {/* A server-rendered page shows the default zone's date and times first and the
            visitor's right after (ADR 0022). Nothing may move when they change: two halves
            whose size does not follow their text, each one left-aligned text node. */}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" style={{ flex: '1 1 0' }}>
            {formatInstantDate(entry.from_time, timeZone)}
          </Text>
          <Text fw={700} size="sm" style={{ flex: '1 1 0' }}>
            {`${formatInstantTime(entry.from_time, timeZone)} - ${formatInstantTime(entry.to_time, timeZone)}`}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={athlete.profile_image} alt={name} name={name} radius="xl" color="brand" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                athlete.sport,
                athlete.position.join(' · '),
                passingYearShort(athlete.passing_year),
                athlete.jersey_number ? `#${athlete.jersey_number}` : '',
              ]
                .filter(Boolean)
                .join(' | ')}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          {types.map((type) => (
            <Badge key={type} variant="light">
              {type}
            </Badge>
          ))}
        </Group>
        {services.map((service) => (
          <Text key={service.id} size="sm">
            <Text span fw={600} size="sm">
              {service.name}
            </Text>{' '}
            · {durationLabel(service.duration)} · {formatPrice(service.price)}
          </Text>
        ))}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {places}
          </Text>
          {/* Only a session that can still be booked offers it (free_slot: seats left, ADR 0028). */}
          {entry.free_slot > 0 ? (
            <Button size="xs" onClick={onBook} style={{ flexShrink: 0 }}>
              Book now
            </Button>
          ) : (
            <Button size="xs" disabled style={{ flexShrink: 0 }}>
              Sold Out
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The cards of a list of openings, each with its own 'Book now'. */
export function ScheduleEntryCards({
  entries,
  timeZone,
  onBook,
}: {
  entries: CalendarEntryAttributes[];
  timeZone: string;
  onBook: (entry: CalendarEntryAttributes) => void;
}) {
  return entries.map((entry) => (
    <ScheduleEntryCard key={entry.id} entry={entry} timeZone={timeZone} onBook={() => onBook(entry)} />
  ));
}
