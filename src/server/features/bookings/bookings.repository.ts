import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import {
  athletes,
  bookings,
  colleges,
  payments,
  players,
  providedServices,
  reviews,
  sports,
  trainingSessions,
} from '../../db/schema';
import { familySeats } from './booking-create.repository';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** What a booking's resource shows of its own row (and who may see it: `isPartyTo`). */
const bookingColumns = {
  id: bookings.id,
  clientId: bookings.clientId,
  athleteId: bookings.athleteId,
  status: bookings.status,
  allowedCancel: bookings.allowedCancel,
  respondBy: bookings.respondBy,
  acceptedAt: bookings.acceptedAt,
  expiredAt: bookings.expiredAt,
  freeCancellationHours: bookings.freeCancellationHours,
  freeCancellationUntil: bookings.freeCancellationUntil,
  package: bookings.package,
  sessionsCount: bookings.sessionsCount,
  location: bookings.location,
  address: bookings.address,
  trainingStartDateTime: bookings.trainingStartDateTime,
  trainingEndDateTime: bookings.trainingEndDateTime,
  notes: bookings.notes,
  trainerNotes: bookings.trainerNotes,
  priceCents: bookings.priceCents,
  serviceFeeCents: bookings.serviceFeeCents,
  processingFeeCents: bookings.processingFeeCents,
  amountCents: bookings.amountCents,
  createdAt: bookings.createdAt,
};

type ListedBookingKey = keyof typeof bookingColumns;

export interface BookingDetails {
  booking: Pick<BookingRow, ListedBookingKey>;
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
    privacySetting: 'public' | 'private';
    trainingType: 'virtual' | 'individual' | 'group';
    durationMinutes: number;
    priceCents: number;
    clientServiceFeeCents: number;
    stripeFeeCents: number;
    connectionDetail: string | null;
    package: boolean;
  } | null;
  /** A booking has at most one live payment; the newest row is the one that counts. */
  payment: Pick<PaymentRow, 'id' | 'status'> | null;
  sessions: { id: number; startsAt: Date; endsAt: Date }[];
  /** The player the booking is for (ADR 0045). */
  player: { id: number; firstName: string; lastName: string } | null;
  /** A completed booking the family has written its public review of. */
  reviewed: boolean;
}

const athleteColumns = {
  id: athletes.id,
  slug: athletes.slug,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  profileImage: athletes.profileImage,
  email: athletes.email,
  contactNumber: athletes.contactNumber,
  privateEmail: athletes.privateEmail,
  privateContactNumber: athletes.privateContactNumber,
};

const playerColumns = { id: players.id, firstName: players.firstName, lastName: players.lastName };

const serviceColumns = {
  id: providedServices.id,
  name: providedServices.name,
  slug: providedServices.slug,
  privacySetting: providedServices.privacySetting,
  trainingType: providedServices.trainingType,
  durationMinutes: providedServices.durationMinutes,
  priceCents: providedServices.priceCents,
  clientServiceFeeCents: providedServices.clientServiceFeeCents,
  stripeFeeCents: providedServices.stripeFeeCents,
  connectionDetail: providedServices.connectionDetail,
  package: providedServices.package,
};

// The booking's sessions as JSON, in start order; timestamps as ISO text (UTC).
const sessionsJson = sql<{ id: number; starts_at: string; ends_at: string }[]>`(
  SELECT coalesce(json_agg(json_build_object('id', be.id,
    'starts_at', to_char(be.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'ends_at', to_char(be.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    ORDER BY be.starts_at, be.id), '[]'::json)
  FROM booking_entries be WHERE be.booking_id = ${bookings.id})`;

// Everything a booking's resource shows, and only that, in one row: trainer, sport, college,
// training, newest payment and sessions (one query instead of one per kind; ADR 0023; only the
// columns the resource shows, docs/decisions/0053).
function detailsSelection(db: Db) {
  // The newest payment of each booking (a booking has at most one live payment).
  const latestPayment = db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookings.id))
    .orderBy(desc(payments.id))
    .limit(1)
    .as('latest_payment');
  const fields = {
    booking: bookingColumns,
    athlete: athleteColumns,
    sportName: sports.name,
    college: colleges.nickname,
    service: serviceColumns,
    payment: { id: latestPayment.id, status: latestPayment.status },
    sessions: sessionsJson,
    player: playerColumns,
    // Looked up only for a completed booking, the one kind a review is asked for.
    reviewed: sql<boolean>`(${bookings.status} = 'completed' AND EXISTS (
      SELECT 1 FROM ${reviews} r WHERE r.booking_id = ${bookings.id} AND r.kind = 'public'))`,
  };
  return { fields, latestPayment };
}

function selectDetails(db: Db) {
  const { fields, latestPayment } = detailsSelection(db);
  return db
    .select(fields)
    .from(bookings)
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .leftJoinLateral(latestPayment, sql`true`)
    .leftJoin(players, eq(players.id, bookings.playerId));
}

type DetailsRow = Awaited<ReturnType<ReturnType<typeof selectDetails>['execute']>>[number];

// to_char keeps microseconds; Date keeps milliseconds, as the driver's own parsing does.
const toDate = (iso: string) => new Date(`${iso.slice(0, 23)}Z`);

function toDetails(row: Omit<DetailsRow, 'total'>): BookingDetails {
  return {
    booking: row.booking,
    // Object.assign, not a spread followed by more properties (ADR 0058).
    athlete: row.athlete
      ? Object.assign({}, row.athlete, { sportName: row.sportName, college: row.college })
      : null,
    service: row.service,
    payment: row.payment,
    player: row.player,
    reviewed: row.reviewed === true,
    sessions: row.sessions.map((s) => ({
      id: s.id,
      startsAt: toDate(s.starts_at),
      endsAt: toDate(s.ends_at),
    })),
  };
}

/** Bookings with everything their resource shows, in the order of `ids`. */
export async function findBookingDetails(db: Db, ids: number[]): Promise<BookingDetails[]> {
  if (ids.length === 0) return [];
  const rows = await selectDetails(db).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.booking.id, toDetails(row)]));
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

function clientBookingsWhere(filter: BookingListFilter): SQL | undefined {
  const conditions: SQL[] = [
    eq(bookings.clientId, sql.placeholder('clientId')),
    isNotNull(bookings.athleteId),
  ];
  if (filter.statusEq) conditions.push(eq(bookings.status, sql.placeholder('status')));
  if (filter.statusNotEq) conditions.push(ne(bookings.status, sql.placeholder('status')));
  return and(...conditions);
}

/**
 * The caller's bookings in the order a family reads them (ADR 0086): first those not over yet
 * (a session still to come), soonest first; then the ones over, latest first. In three parts,
 * each read from `bookings_client_listed_idx` alone and stopping at the page's last row: those
 * under way (first session past, last ahead), those to start (after now, in the index's order
 * backwards), those over (up to now, in its order).
 * The total is a query of its own (ADR 0053).
 */
function clientBookingsInOrder(where: SQL | undefined) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const start = bookings.trainingStartDateTime;
  const end = bookings.trainingEndDateTime;
  const part = (number: 0 | 1 | 2, when: SQL) => {
    const [sign, direction] = number === 2 ? [sql`-`, sql`DESC`] : [sql``, sql`ASC`];
    return sql`(SELECT ${bookings.id} AS id, ${sql.raw(String(number))} AS part,
        ${sign}extract(epoch FROM ${start}) AS at, ${sign}${bookings.id} AS tie
      FROM ${bookings}
      WHERE ${where} AND ${when}
      ORDER BY ${start} ${direction}, ${bookings.id} ${direction}
      LIMIT ${sql.placeholder('pageEnd')})`;
  };
  return sql`(${part(0, sql`${start} <= ${now} AND ${end} > ${now}`)}
    UNION ALL ${part(1, sql`${start} > ${now}`)}
    UNION ALL ${part(2, sql`${start} <= ${now} AND ${end} <= ${now}`)}) listed`;
}

/**
 * The caller's page of bookings (`clientBookingsInOrder`) with their details and the total, in
 * one query: the page, its places and its count in a CTE, then the page's joins.
 */
function prepareClientBookingsPage(db: Db, filter: BookingListFilter, name: string) {
  const where = clientBookingsWhere(filter);
  const order = sql`listed.part, listed.at, listed.tie`;
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<number>`listed.id`.as('page_id'),
        place: sql<number>`row_number() OVER (ORDER BY ${order})`.as('place'),
        total: sql<number>`(SELECT count(*) FROM ${bookings} WHERE ${where})`.mapWith(Number).as('total'),
      })
      .from(clientBookingsInOrder(where))
      .orderBy(order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const { fields, latestPayment } = detailsSelection(db);
  return db
    .with(page)
    .select({ ...fields, total: page.total })
    .from(bookings)
    .innerJoin(page, eq(page.pageId, bookings.id))
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .leftJoinLateral(latestPayment, sql`true`)
    .leftJoin(players, eq(players.id, bookings.playerId))
    .orderBy(page.place)
    .prepare(name);
}

function prepareClientBookingsCount(db: Db, filter: BookingListFilter, name: string) {
  return db.select({ value: count() }).from(bookings).where(clientBookingsWhere(filter)).prepare(name);
}

type FilterKind = 'all' | 'eq' | 'ne';
const filterKind = (f: BookingListFilter): FilterKind => (f.statusEq ? 'eq' : f.statusNotEq ? 'ne' : 'all');
const filterOf: Record<FilterKind, BookingListFilter> = {
  all: {},
  eq: { statusEq: 'pending' },
  ne: { statusNotEq: 'pending' },
};

// Built once per database and filter kind: a request only binds its values. On PostgreSQL the
// statements are named, so each connection parses and plans them once (ADR 0023).
const prepared = new WeakMap<
  Db,
  Map<
    FilterKind,
    {
      page: ReturnType<typeof prepareClientBookingsPage>;
      count: ReturnType<typeof prepareClientBookingsCount>;
    }
  >
>();

function clientBookingStatements(db: Db, filter: BookingListFilter) {
  let byKind = prepared.get(db);
  if (!byKind) {
    byKind = new Map();
    prepared.set(db, byKind);
  }
  const kind = filterKind(filter);
  let statements = byKind.get(kind);
  if (!statements) {
    statements = {
      page: prepareClientBookingsPage(db, filterOf[kind], `client_bookings_page_${kind}`),
      count: prepareClientBookingsCount(db, filterOf[kind], `client_bookings_count_${kind}`),
    };
    byKind.set(kind, statements);
  }
  return statements;
}

/**
 * A page of the caller's bookings, those not over at `now` first (soonest first), then the ones
 * over (latest first), with their details and the total; bookings whose trainer is gone are left
 * out. One query; only a page past the end needs a second one, for the count.
 */
export async function listClientBookings(
  db: Db,
  clientId: number,
  filter: BookingListFilter,
  window: { limit: number; offset: number },
  now: Date,
): Promise<{ details: BookingDetails[]; count: number }> {
  const statements = clientBookingStatements(db, filter);
  const values = { clientId, status: filter.statusEq ?? filter.statusNotEq ?? null };
  const rows = await statements.page.execute({
    ...values,
    limit: window.limit,
    offset: window.offset,
    pageEnd: window.offset + window.limit,
    now: now.toISOString(),
  });
  const first = rows[0];
  if (first) return { details: rows.map(toDetails), count: first.total };
  const [total] = await statements.count.execute(values);
  return { details: [], count: total?.value ?? 0 };
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

export async function findBookingByIdempotencyKey(db: Db, clientId: number, key: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      providedServiceId: bookings.providedServiceId,
      package: bookings.package,
      trainingStartDateTime: bookings.trainingStartDateTime,
      cardId: bookings.cardId,
      playerId: bookings.playerId,
      notes: bookings.notes,
    })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Every booking of the account, oldest first (a data export). */
export async function findClientBookingIdsAll(db: Db, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.clientId, clientId))
    .orderBy(bookings.id);
  return rows.map((r) => r.id);
}

/** Erases what the family wrote on its bookings (the account's deletion, ADR 0040). */
export async function clearClientBookingNotes(db: Db, clientId: number): Promise<void> {
  await db.update(bookings).set({ notes: null }).where(eq(bookings.clientId, clientId));
}

/** How many seats of one training a family may hold ahead at most, as far as the answer goes. */
const HELD_SEATS_LIMIT = 500;

/**
 * The account's seats (not released) at the sessions of one training still ahead, with whose
 * they are: the time list says "Booked" on them instead of offering them again (ADR 0060).
 */
export async function listHeldSeats(db: Db, clientId: number, serviceId: number, now: Date) {
  return familySeats(db, clientId, serviceId, gt(trainingSessions.startsAt, now))
    .orderBy(asc(trainingSessions.startsAt))
    .limit(HELD_SEATS_LIMIT);
}
