import { Avatar, Badge, Button, Card } from '@mantine/core';
import type { CalendarEntryAttributes } from '../../shared/api/calendar';
import {
  durationLabel,
  formatInstantDate,
  formatInstantTime,
  openingPlacesLabel,
  passingYearShort,
  TRAINING_TYPE_LABELS,
} from '../../shared/domain/display';
import { formatPrice } from '../../shared/domain/money';
import classes from './schedule-entry-card.module.css';

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
  const types = unique(services.map((s) => TRAINING_TYPE_LABELS[s.training_type]));
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
      <div className={classes.stack}>
        {/* A server-rendered page shows the default zone's date and times first and the
            visitor's right after (ADR 0022). Nothing may move when they change: two halves
            whose size does not follow their text, each one left-aligned text node. */}
        <div className={classes.when}>
          <p className={classes.half}>{formatInstantDate(entry.from_time, timeZone)}</p>
          <p className={classes.half}>
            {`${formatInstantTime(entry.from_time, timeZone)} - ${formatInstantTime(entry.to_time, timeZone)}`}
          </p>
        </div>
        <div className={classes.who}>
          <Avatar src={athlete.profile_image} alt={name} name={name} radius="xl" color="brand" />
          <div className={classes.facts}>
            <p className={classes.name}>{name}</p>
            <p className={classes.meta}>
              {[
                athlete.sport,
                athlete.position.join(' · '),
                passingYearShort(athlete.passing_year),
                athlete.jersey_number ? `#${athlete.jersey_number}` : '',
              ]
                .filter(Boolean)
                .join(' | ')}
            </p>
          </div>
        </div>
        <div className={classes.badges}>
          {types.map((type) => (
            <Badge key={type} variant="light">
              {type}
            </Badge>
          ))}
        </div>
        {services.map((service) => (
          <p key={service.id} className={classes.text}>
            <span className={classes.service}>{service.name}</span>
            {/* The text nodes the line always had: the browser places the dots' glyphs by them. */}
            {[' ', '· ', durationLabel(service.duration), ' · ', formatPrice(service.price)]}
          </p>
        ))}
        <div className={classes.foot}>
          <p className={`${classes.text} ${classes.places}`}>{places}</p>
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
        </div>
      </div>
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
