import type { NextRequest } from './load';
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
 * Bookings by `players` (indexes into the fixture's players) in turn, for a load
 * (`LoadOptions.next`): the k-th booking is player `k mod n`'s of opening `floor(k / n)`, so the
 * players book the same opening at about the same time (seats of one session taken at once, as
 * when one worker per player went through the openings in turn), and no player books an
 * opening twice. Every booking is a real seat transaction.
 */
export function bookingRequests(fixture: BookingFixture, players: number[]): () => NextRequest {
  let k = 0;
  return () => {
    const player = players[k % players.length] ?? 0;
    const opening = fixture.openings[Math.floor(k / players.length)];
    k += 1;
    if (!opening) throw new Error(`the booking fixture has no opening left for booking ${k}`);
    return {
      method: 'POST',
      path: '/v1/client/bookings',
      headers: { 'content-type': 'application/json', 'auth-token': fixture.tokens[player] ?? '' },
      body: body(fixture.serviceId, opening),
    };
  };
}

/** Booking creation, 10 players at once: players 0-9, one connection each. */
export const BOOKING_PLAYERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

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
