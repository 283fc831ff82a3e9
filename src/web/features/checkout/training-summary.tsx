import { Text } from '@mantine/core';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import {
  durationLabel,
  formatInstantDate,
  formatInstantTime,
  ONLINE_LABEL,
  packageRangeLabel,
  packageSessionsLabel,
  VIRTUAL_VIA,
} from '../../../shared/domain/display';
import { DetailCard, DetailLine } from '../../components/detail-card';
import { CostLines } from './cost-lines';

/** A session lasts the training's duration from the opening's start (ADR 0009), not the whole opening. */
function sessionEnd(start: string, minutes: number): Date {
  return new Date(new Date(start).getTime() + minutes * 60_000);
}

/** What is being booked, in the visitor's own time zone, and what it costs (SPEC §2, §9). */
export function TrainingSummary({ state, timeZone }: { state: CheckoutRouteState; timeZone: string }) {
  const { providedService: service, selectedSlot, location } = state;
  const place =
    service.training_type === 'virtual'
      ? `${ONLINE_LABEL} via ${VIRTUAL_VIA}`
      : location
        ? `${location.location} | ${location.address}`
        : 'To be confirmed';
  return (
    <DetailCard title="Training Summary">
      <DetailLine label="Training" value={service.name} />
      {selectedSlot ? (
        <>
          <DetailLine
            label="Date"
            value={formatInstantDate(selectedSlot.training_start_date_time, timeZone)}
          />
          <DetailLine
            label="Time"
            value={`${formatInstantTime(selectedSlot.training_start_date_time, timeZone)} - ${formatInstantTime(sessionEnd(selectedSlot.training_start_date_time, service.duration), timeZone)}`}
          />
        </>
      ) : (
        <DetailLine
          label="Sessions"
          value={`${packageSessionsLabel(service.sessions_count)} · ${packageRangeLabel(service.package_start, service.package_end)}`}
        />
      )}
      <DetailLine label="Duration" value={durationLabel(service.duration)} />
      <DetailLine label="Location" value={place} />
      <Text size="xs" c="dimmed">
        Times are shown in your time zone ({timeZone}).
      </Text>
      <CostLines service={service} />
    </DetailCard>
  );
}
