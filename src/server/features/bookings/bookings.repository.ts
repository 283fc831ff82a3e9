import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import {
  athletes,
  bookingEntries,
  bookings,
  colleges,
  payments,
  providedServices,
  sports,
} from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface BookingDetails {
  booking: BookingRow;
  athlete: {
    id: number;
    slug: string;
    firstName: string;
    lastName: string;
    profileImage: string | null;
    email: string;
    contactNumber: string | null;
    privateEmail: boolean;
    privateContactNumber: boolean;
    sportName: string | null;
    college: string | null;
  } | null;
  service: {
    id: number;
    name: string;
    slug: string;
    trainingType: 'virtual' | 'individual' | 'group';
    durationMinutes: number;
    priceCents: number;
    clientServiceFeeCents: number;
    stripeFeeCents: number;
    connectionDetail: string | null;
    package: boolean;
  } | null;
  /** A booking has at most one live payment; the newest row is the one that counts. */
  payment: PaymentRow | null;
  sessions: { id: number; startsAt: Date; endsAt: Date }[];
}

/** Bookings with everything their resource shows, in the order of `ids`. */
export async function findBookingDetails(db: Db, ids: number[]): Promise<BookingDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      booking: bookings,
      athlete: {
        id: athletes.id,
        slug: athletes.slug,
        firstName: athletes.firstName,
        lastName: athletes.lastName,
        profileImage: athletes.profileImage,
        email: athletes.email,
        contactNumber: athletes.contactNumber,
        privateEmail: athletes.privateEmail,
        privateContactNumber: athletes.privateContactNumber,
      },
      sportName: sports.name,
      college: colleges.nickname,
      service: {
        id: providedServices.id,
        name: providedServices.name,
        slug: providedServices.slug,
        trainingType: providedServices.trainingType,
        durationMinutes: providedServices.durationMinutes,
        priceCents: providedServices.priceCents,
        clientServiceFeeCents: providedServices.clientServiceFeeCents,
        stripeFeeCents: providedServices.stripeFeeCents,
        connectionDetail: providedServices.connectionDetail,
        package: providedServices.package,
      },
    })
    .from(bookings)
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .where(inArray(bookings.id, ids));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, ids))
    .orderBy(asc(payments.id));
  const sessionRows = await db
    .select({
      id: bookingEntries.id,
      bookingId: bookingEntries.bookingId,
      startsAt: bookingEntries.startsAt,
      endsAt: bookingEntries.endsAt,
    })
    .from(bookingEntries)
    .where(inArray(bookingEntries.bookingId, ids))
    .orderBy(asc(bookingEntries.startsAt), asc(bookingEntries.id));

  const latestPayment = new Map<number, PaymentRow>();
  for (const p of paymentRows) latestPayment.set(p.bookingId, p);
  const byId = new Map<number, BookingDetails>();
  for (const row of rows) {
    byId.set(row.booking.id, {
      booking: row.booking,
      athlete: row.athlete ? { ...row.athlete, sportName: row.sportName, college: row.college } : null,
      service: row.service,
      payment: latestPayment.get(row.booking.id) ?? null,
      sessions: sessionRows
        .filter((s) => s.bookingId === row.booking.id)
        .map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt })),
    });
  }
  return ids.flatMap((id) => {
    const details = byId.get(id);
    return details ? [details] : [];
  });
}

export async function findBookingDetail(db: Db, id: number): Promise<BookingDetails | undefined> {
  return (await findBookingDetails(db, [id]))[0];
}

export interface BookingListFilter {
  statusEq?: BookingStatus | undefined;
  statusNotEq?: BookingStatus | undefined;
}

/** The caller's bookings, newest training first; bookings whose trainer is gone are left out. */
export async function listClientBookingIds(
  db: Db,
  clientId: number,
  filter: BookingListFilter,
  window: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const conditions: SQL[] = [eq(bookings.clientId, clientId), isNotNull(bookings.athleteId)];
  if (filter.statusEq) conditions.push(eq(bookings.status, filter.statusEq));
  if (filter.statusNotEq) conditions.push(ne(bookings.status, filter.statusNotEq));
  const where = and(...conditions);
  const idRows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.trainingStartDateTime), desc(bookings.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ value: count() }).from(bookings).where(where);
  return { ids: idRows.map((r) => r.id), count: total?.value ?? 0 };
}

/** A booking with its current payment: what the state machine's guards look at. */
export async function findBookingWithPayment(
  db: Db,
  id: number,
): Promise<{ booking: BookingRow; payment: PaymentRow | null } | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!booking) return undefined;
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(desc(payments.id))
    .limit(1);
  return { booking, payment: payment ?? null };
}

export async function findBookingIdByIdempotencyKey(
  db: Db,
  clientId: number,
  key: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}
