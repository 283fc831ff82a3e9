import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow, newestFirstPage } from '../../db/queries';
import { athletes, clients, providedServices, subscribedProvidedServices } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { pageWindow } from '../../lib/pagination';

export type SubscriptionRow = typeof subscribedProvidedServices.$inferSelect;

const sameEmail = (email: string) =>
  sql`lower(${subscribedProvidedServices.email}) = ${email.trim().toLowerCase()}`;

export async function findPublishedService(db: Db, serviceId: number) {
  const rows = await db
    .select({
      id: providedServices.id,
      name: providedServices.name,
      trainerFirstName: athletes.firstName,
      status: providedServices.status,
      privacySetting: providedServices.privacySetting,
      slug: providedServices.slug,
    })
    .from(providedServices)
    .innerJoin(athletes, eq(athletes.id, providedServices.athleteId))
    .where(and(eq(providedServices.id, serviceId), eq(providedServices.status, 'published')))
    .limit(1);
  return rows[0];
}

/** The training a subscription is about, whatever its status now (for a disable-link email). */
export async function findSubscribedService(db: Db, serviceId: number) {
  const rows = await db
    .select({ id: providedServices.id, name: providedServices.name, trainerFirstName: athletes.firstName })
    .from(providedServices)
    .innerJoin(athletes, eq(athletes.id, providedServices.athleteId))
    .where(eq(providedServices.id, serviceId))
    .limit(1);
  return rows[0];
}

export async function findClientEmail(db: Db, clientId: number): Promise<string | undefined> {
  const rows = await db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return rows[0]?.email;
}

/**
 * Serialises subscribe calls for one email, whatever the training, until the transaction ends:
 * a double submit cannot create two active rows (there is no unique index for it yet), and
 * the count of recent confirmations to that address cannot be outrun by parallel calls.
 * Key space (0, hash): training ids start at 1, and nothing else takes two-key locks.
 */
export async function lockSubscriber(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(0, hashtext(${email.trim().toLowerCase()}))`);
}

/** Subscriptions started for this email (any training) within the last `minutes`. */
export async function countRecentSubscriptions(db: Db, email: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribedProvidedServices)
    .where(
      and(
        sameEmail(email),
        sql`${subscribedProvidedServices.createdAt} > now() - make_interval(mins => ${minutes}::int)`,
      ),
    );
  return row?.n ?? 0;
}

export async function findActiveSubscription(db: Db, serviceId: number, email: string) {
  return db.query.subscribedProvidedServices.findFirst({
    where: and(
      eq(subscribedProvidedServices.providedServiceId, serviceId),
      sameEmail(email),
      isNull(subscribedProvidedServices.disabledAt),
    ),
  });
}

/**
 * An id and a creation time as a new subscription would get them (the id is taken from the
 * table's sequence and never used): what a stranger is answered when the email is already
 * subscribed, so that the answer tells them nothing of the subscription that exists.
 */
export async function unusedSubscriptionStamp(db: Db): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .select({
      id: sql<number>`nextval(pg_get_serial_sequence('subscribed_provided_services', 'id'))::int`.mapWith(
        Number,
      ),
      createdAt: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(sql`(SELECT 1) AS one`);
  if (!row) throw new Error('no sequence value');
  return row;
}

export async function insertSubscription(
  db: Db,
  values: typeof subscribedProvidedServices.$inferInsert,
): Promise<SubscriptionRow> {
  const row = await db
    .insert(subscribedProvidedServices)
    .values(values)
    .returning()
    .then(insertedRow('subscription'));
  return row;
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Partial<Pick<SubscriptionRow, 'name' | 'contactNumber' | 'clientId'>>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscribedProvidedServices)
    .set(values)
    .where(eq(subscribedProvidedServices.id, id))
    .returning();
  return row;
}

export async function findClientSubscription(db: Db, clientId: number, id: number) {
  return db.query.subscribedProvidedServices.findFirst({
    where: and(eq(subscribedProvidedServices.id, id), eq(subscribedProvidedServices.clientId, clientId)),
  });
}

export async function findSubscriptionById(db: Db, id: number) {
  return db.query.subscribedProvidedServices.findFirst({ where: eq(subscribedProvidedServices.id, id) });
}

/** `unsubscribe_token` holds the digest of a link token sent before migration 0008. */
export async function findSubscriptionByToken(db: Db, digest: string) {
  return db.query.subscribedProvidedServices.findFirst({
    where: eq(subscribedProvidedServices.unsubscribeToken, digest),
  });
}

/** Sets disabled_at once; a second call keeps the first time. */
export async function disableSubscription(
  db: Db,
  id: number,
  at: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscribedProvidedServices)
    .set({
      disabledAt: sql`coalesce(${subscribedProvidedServices.disabledAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(subscribedProvidedServices.id, id))
    .returning();
  return row;
}

/**
 * A training made private (ADR 0072): the Notify-me subscriptions made while anyone could find it
 * end, so that its new openings (and its new link) are not emailed to people it was taken from.
 */
export async function disableSubscriptionsOfService(db: Db, serviceId: number, at: Date): Promise<void> {
  await db
    .update(subscribedProvidedServices)
    .set({ disabledAt: at })
    .where(
      and(
        eq(subscribedProvidedServices.providedServiceId, serviceId),
        isNull(subscribedProvidedServices.disabledAt),
      ),
    );
}

export async function listActiveClientSubscriptions(db: Db, clientId: number, page: PageRequest) {
  const where = and(
    eq(subscribedProvidedServices.clientId, clientId),
    isNull(subscribedProvidedServices.disabledAt),
  );
  const rows = db.select().from(subscribedProvidedServices).$dynamic();
  return newestFirstPage(db, { rows, table: subscribedProvidedServices, where }, pageWindow(page));
}

/** The account's subscriptions, active and disabled, and those left with its email (an export). */
export async function listAccountSubscriptions(
  db: Db,
  clientId: number,
  email: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscribedProvidedServices)
    .where(or(eq(subscribedProvidedServices.clientId, clientId), sameEmail(email)))
    .orderBy(subscribedProvidedServices.id);
}

/** Erases them (the account's deletion, ADR 0040). */
export async function deleteAccountSubscriptions(db: Db, clientId: number, email: string): Promise<void> {
  await db
    .delete(subscribedProvidedServices)
    .where(or(eq(subscribedProvidedServices.clientId, clientId), sameEmail(email)));
}

/**
 * Erases every subscription to a trainer's trainings (the trainer's deletion, ADR 0055): no new
 * opening will come to tell anyone about.
 */
export async function deleteTrainerSubscriptions(db: Db, athleteId: number): Promise<void> {
  await db
    .delete(subscribedProvidedServices)
    .where(
      inArray(
        subscribedProvidedServices.providedServiceId,
        db
          .select({ id: providedServices.id })
          .from(providedServices)
          .where(eq(providedServices.athleteId, athleteId)),
      ),
    );
}
