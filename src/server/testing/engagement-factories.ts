import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { insertedRow } from '../db/queries';
import { bookings, clients } from '../db/schema';
import { insertClientSession } from '../features/auth/auth.repository';
import { generateToken, hashToken } from '../features/auth/tokens';
import { signInToken } from './client-profile-factories';

type BookingStatus = (typeof bookings.$inferInsert)['status'];

/**
 * A booking row as the booking flow would leave it, written directly (review and
 * notification tests do not need seats or payments). Price lines add up to the amount.
 */
export async function createBooking(
  db: Db,
  input: {
    clientId: number;
    athleteId: number;
    providedServiceId: number;
    status?: BookingStatus;
    start?: Date;
    minutes?: number;
    /** Another player of the account; the active one by default. */
    playerId?: number;
  },
) {
  const start = input.start ?? new Date('2026-05-04T15:00:00Z');
  const end = new Date(start.getTime() + (input.minutes ?? 60) * 60_000);
  const row = await db
    .insert(bookings)
    .values({
      clientId: input.clientId,
      // For the account's active player, as the booking flow sets it (ADR 0042).
      playerId:
        input.playerId ??
        sql`(SELECT ${clients.activePlayerId} FROM ${clients} WHERE ${clients.id} = ${input.clientId})`,
      athleteId: input.athleteId,
      providedServiceId: input.providedServiceId,
      status: input.status ?? 'completed',
      trainingStartDateTime: start,
      trainingEndDateTime: end,
      priceCents: 5000,
      serviceFeeCents: 500,
      processingFeeCents: 165,
      amountCents: 5665,
      location: 'Riverside Park Field 3',
      address: '100 Riverside Dr, Lexington, KY',
    })
    .returning()
    .then(insertedRow('booking'));
  return row;
}

/**
 * A live AUTH-TOKEN for any client, guests included (they have no password to sign in with;
 * the guest flow hands them a token the same way).
 */
export async function clientTokenHeaders(db: Db, clientId: number): Promise<{ 'auth-token': string }> {
  const token = generateToken();
  await insertClientSession(db, clientId, hashToken(token), new Date());
  return { 'auth-token': token };
}

/** Signs the client in through the API and returns the AUTH-TOKEN header to send. */
export async function signInHeaders(
  app: FastifyInstance,
  client: { email: string; password: string },
): Promise<{ 'auth-token': string }> {
  return { 'auth-token': await signInToken(app, client.email, client.password) };
}
