import type { BookingFixture } from './prepare-data';

function body(serviceId: number, o: { fromTime: string; toTime: string; bookingDate: string }) {
  return JSON.stringify({
    booking: {
      provided_service_id: serviceId,
      booking_date: o.bookingDate,
      from_time: o.fromTime,
      to_time: o.toTime,
    },
  });
}

async function post(api: string, token: string, payload: string): Promise<number> {
  const res = await fetch(`${api}/v1/client/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Bookings per second: one worker per player, each booking the openings in turn (a player
 * books an opening once), for `seconds`. Every booking is a real seat transaction.
 */
export async function bookingThroughput(api: string, fixture: BookingFixture, seconds: number, workers = 10) {
  const until = performance.now() + seconds * 1000;
  let created = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    fixture.tokens.slice(0, workers).map(async (token) => {
      for (const opening of fixture.openings) {
        if (performance.now() > until) return;
        const status = await post(api, token, body(fixture.serviceId, opening));
        if (status === 201) created += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: created / elapsed, created, failed };
}

/** Every player at once at the opening with a few seats: how many got one. */
export async function doubleBookingFigure(api: string, fixture: BookingFixture) {
  const statuses = await Promise.all(
    fixture.tokens.map((token) => post(api, token, body(fixture.serviceId, fixture.lastSeats))),
  );
  return {
    attempts: statuses.length,
    seats: fixture.lastSeats.seats,
    successes: statuses.filter((s) => s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
  };
}
