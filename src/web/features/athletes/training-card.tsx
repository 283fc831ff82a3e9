import { Badge, Button, Card, Group, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProvidedService } from '../../../shared/api/athletes';
import {
  audienceLabel,
  durationLabel,
  formatDayWithWeekday,
  localDateKey,
  locationsLabel,
  packageRangeLabel,
  packageSessionsLabel,
  spotsLabel,
  TRAINING_TYPE_LABELS,
  VIRTUAL_VIA,
  weekdaysIn,
  weekdaysLabel,
} from '../../../shared/domain/display';
import { gradeRangeLabel } from '../../../shared/domain/grades';
import { formatPrice } from '../../../shared/domain/money';
import { useVisitorTimeZone } from '../../lib/visitor-time-zone';
import classes from './training-card.module.css';

interface TrainingCardProps {
  service: ProvidedService;
  /**
   * The starts among its listed times that decide its weekdays in any zone (`weekdaySpanStarts`);
   * none listed: the trainer's own days for it.
   */
  weekdayStarts?: readonly string[];
  bookable: boolean;
  onBook: () => void;
  onNotify: () => void;
  /** While the Get Notified call runs. */
  notifying?: boolean;
  /** The pointer or focus reached the card's buttons: a click may follow. */
  onIntent?: () => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={classes.text}>
      <span className={classes.dimmed}>{label} </span>
      {children}
    </p>
  );
}

/** One training option (SPEC §2 Cards, §9 display constants). */
export function TrainingCard({
  service,
  weekdayStarts,
  bookable,
  onBook,
  onNotify,
  notifying,
  onIntent,
}: TrainingCardProps) {
  const spots = spotsLabel(service);
  // The day in the visitor's zone (SPEC §9), not the trainer's calendar day.
  const timeZone = useVisitorTimeZone();
  const dayOf = (slot: { training_start_date_time: string } | null) =>
    slot ? localDateKey(slot.training_start_date_time, timeZone) : undefined;
  const next = dayOf(service.slots.next_slot);
  const last = dayOf(service.slots.last_slot);
  // Its weekdays on the same calendar as Next and Last: a trainer's Sunday evening is a Monday
  // for a family some hours east (ADR 0082).
  const days = weekdayStarts?.length ? weekdaysIn(weekdayStarts, timeZone) : service.days;
  const isPrivate = service.privacy_setting === 'private';
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="training-card">
      {/* Plain elements styled as Mantine's Stack, Group and Text (ADR 0057): a trainer page
          renders a card per training, on the server for every visitor it has not kept. */}
      <div className={classes.stack}>
        <div className={classes.head}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {service.name}
          </Title>
          {isPrivate && (
            <span className={classes.privateMark} data-hint="Private training">
              <IconLock size={20} aria-label="Private training" />
            </span>
          )}
        </div>
        <div className={classes.badges}>
          <Badge variant="light">{TRAINING_TYPE_LABELS[service.training_type]}</Badge>
          {/* The light accent badge's own text colour is 4.0:1 on its background; this one is 5.9:1. */}
          <Badge variant="light" color="accent" c="#8a4600">
            {audienceLabel(service.gender)}
          </Badge>
          <Badge variant="light" color="gray">
            {gradeRangeLabel(service.min_grade, service.max_grade)}
          </Badge>
        </div>
        <div className={classes.price}>
          <p className={classes.amount}>{formatPrice(service.price)}</p>
          {service.package && <p className={classes.text}>{packageSessionsLabel(service.sessions_count)}</p>}
          {spots && <p className={`${classes.text} ${classes.dimmed}`}>{spots}</p>}
        </div>
        <Line label="Duration">{durationLabel(service.duration)}</Line>
        {/* The trainer's cancellation policy, worded by the server (ADR 0046); a free one has no money to keep. */}
        {service.price > 0 && <p className={classes.text}>{service.cancellation_policy}</p>}
        {service.training_type === 'virtual' ? (
          <Line label="Online via">{VIRTUAL_VIA}</Line>
        ) : (
          <Line label="Location">
            {locationsLabel(service.training_type, service.provided_service_locations)}
          </Line>
        )}
        {service.package ? (
          <Line label="Dates">{packageRangeLabel(service.package_start, service.package_end)}</Line>
        ) : (
          <>
            <Line label="Days">{weekdaysLabel(days)}</Line>
            {next && <Line label="Next">{formatDayWithWeekday(next)}</Line>}
            {last && <Line label="Last">{formatDayWithWeekday(last)}</Line>}
          </>
        )}
        {service.discription && (
          <p className={`${classes.text} ${classes.dimmed} ${classes.clamp}`}>{service.discription}</p>
        )}
        <Group mt="auto" pt="xs" gap="xs" grow onPointerEnter={onIntent} onFocus={onIntent}>
          {bookable ? (
            <Button onClick={onBook}>Book Now</Button>
          ) : (
            <>
              <Button disabled>Sold Out</Button>
              <Button variant="outline" onClick={onNotify} loading={notifying}>
                Get Notified
              </Button>
            </>
          )}
        </Group>
        {/* Sold out with full times to wait for: the time list (Book Now's way there) shows them
            with Join waitlist (ADR 0047). None (no times at all, or the trainer cancelled them): no waitlist. */}
        {!bookable && service.full_times > 0 && <Button onClick={onBook}>Join waitlist</Button>}
      </div>
    </Card>
  );
}
