import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pick, prefixed } from '../../db/queries';
import {
  athletes,
  calendarEntries,
  calendarEntryServices,
  clients,
  providedServices,
  subscribedProvidedServices,
} from '../../db/schema';

/**
 * Upcoming openings among `entryIds` that a held session has not taken, one row per published
 * training they offer (an opening a group session holds: for that group's training while it has a seat).
 */
export async function findAnnounceableOpenings(db: Db, entryIds: number[], now: Date) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      entryId: calendarEntries.id,
      fromTime: calendarEntries.fromTime,
      ...prefixed('service', providedServices, ['id', 'name', 'slug']),
      ...prefixed('trainer', athletes, ['firstName', 'slug']),
    })
    .from(calendarEntries)
    .innerJoin(calendarEntryServices, eq(calendarEntryServices.calendarEntryId, calendarEntries.id))
    .innerJoin(providedServices, eq(providedServices.id, calendarEntryServices.providedServiceId))
    .innerJoin(athletes, eq(athletes.id, providedServices.athleteId))
    .where(
      and(
        inArray(calendarEntries.id, entryIds),
        isNull(calendarEntries.closedAt),
        eq(providedServices.status, 'published'),
        gt(calendarEntries.fromTime, now),
        // Not already taken whole by a session the trainer holds, unless that session is of this
        // training, starts with the opening and has a seat: a group with room is still open, for
        // its own training alone (as the cards' next availability, ADR 0028).
        sql`NOT EXISTS (SELECT 1 FROM training_sessions ts
          WHERE ts.athlete_id = calendar_entries.athlete_id AND ts.seats_taken > 0
            AND ts.starts_at <= calendar_entries.from_time AND ts.blocks_until >= calendar_entries.to_time
            AND NOT (ts.starts_at = calendar_entries.from_time AND ts.seats_taken < ts.max_seats
              AND ts.provided_service_id = calendar_entry_services.provided_service_id))`,
      ),
    )
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
}

/** Active subscriptions of these trainings, with the subscriber's time zone when they have an account. */
export async function findActiveSubscribers(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .select({
      ...pick(subscribedProvidedServices, ['id', 'name', 'email']),
      serviceId: subscribedProvidedServices.providedServiceId,
      timeZone: clients.timeZone,
    })
    .from(subscribedProvidedServices)
    .leftJoin(clients, eq(clients.id, subscribedProvidedServices.clientId))
    .where(
      and(
        inArray(subscribedProvidedServices.providedServiceId, serviceIds),
        isNull(subscribedProvidedServices.disabledAt),
      ),
    )
    .orderBy(asc(subscribedProvidedServices.id));
}
