import { serviceNumber } from '../../../shared/domain/bookable-service';
import { fullAddress } from '../../../shared/domain/booking-events';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import {
  durationLabel,
  formatInstantDate,
  ONLINE_LABEL,
  packageRangeLabel,
  packageSessionsLabel,
  VIRTUAL_VIA,
} from '../../../shared/domain/display';
import { DetailCard, DetailLine } from '../../components/detail-card';
import { TimeZoneNote } from '../../components/time-zone-note';
import { useAthlete } from '../athletes/api';
import { PackageSessions } from '../booking/package-sessions';
import { timeRange } from '../bookings/booking-display';
import { CostLines } from './cost-lines';

/**
 * The trainer's name, from the trainer the page before loaded (a package is booked from the
 * trainer page, anything else from its booking page): cached on the way here, fetched after a
 * reload.
 */
function TrainerName({ state }: { state: CheckoutRouteState }): string | null {
  const { athleteSlug, providedService: service } = state;
  const athlete = useAthlete(
    athleteSlug,
    service.package ? undefined : serviceNumber(service.slug, athleteSlug),
  );
  // The line's label holds its height while the name loads: nothing below moves.
  return athlete.data ? `${athlete.data.first_name} ${athlete.data.last_name}` : null;
}

/** What is being booked, in the visitor's own time zone, and what it costs (SPEC §2, §9). */
export function TrainingSummary({ state, timeZone }: { state: CheckoutRouteState; timeZone: string }) {
  const { providedService: service, selectedSlot, location } = state;
  const place =
    service.training_type === 'virtual'
      ? `${ONLINE_LABEL} via ${VIRTUAL_VIA}`
      : location
        ? `${location.location} | ${fullAddress(
            location.address,
            service.provided_service_locations.find(
              (l) => l.location === location.location && l.address === location.address,
            )?.city_and_state,
          )}`
        : 'To be confirmed';
  return (
    <DetailCard title="Training Summary">
      <DetailLine label="Training" value={service.name} />
      <DetailLine label="Trainer" value={<TrainerName state={state} />} />
      {selectedSlot ? (
        <>
          <DetailLine
            label="Date"
            value={formatInstantDate(selectedSlot.training_start_date_time, timeZone)}
          />
          <DetailLine
            label="Time"
            value={timeRange(
              selectedSlot.training_start_date_time,
              selectedSlot.training_end_date_time,
              timeZone,
            )}
          />
        </>
      ) : (
        <>
          <DetailLine
            label="Sessions"
            value={`${packageSessionsLabel(service.sessions_count)} · ${packageRangeLabel(service.package_start, service.package_end)}`}
          />
          {/* A package books exactly these sessions (ADR 0028): the family sees them before paying. */}
          <PackageSessions sessions={service.package_sessions ?? []} timeZone={timeZone} />
        </>
      )}
      <DetailLine label="Duration" value={durationLabel(service.duration)} />
      <DetailLine label="Location" value={place} />
      <TimeZoneNote timeZone={timeZone} />
      <CostLines service={service} />
    </DetailCard>
  );
}
