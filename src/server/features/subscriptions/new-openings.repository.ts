import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  athletes,
  calendarEntries,
  calendarEntryServices,
  clients,
  providedServices,
  subscribedProvidedServices,
} from '../../db/schema';

/** Upcoming openings with a free seat among `entryIds`, one row per published training they offer. */
export async function findAnnounceableOpenings(db: Db, entryIds: number[], now: Date) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      entryId: calendarEntries.id,
      fromTime: calendarEntries.fromTime,
      serviceId: providedServices.id,
      serviceName: providedServices.name,
      trainerFirstName: athletes.firstName,
      trainerSlug: athletes.slug,
    })
    .from(calendarEntries)
    .innerJoin(calendarEntryServices, eq(calendarEntryServices.calendarEntryId, calendarEntries.id))
    .innerJoin(providedServices, eq(providedServices.id, calendarEntryServices.providedServiceId))
    .innerJoin(athletes, eq(athletes.id, providedServices.athleteId))
    .where(
      and(
        inArray(calendarEntries.id, entryIds),
        eq(providedServices.status, 'published'),
        gt(calendarEntries.fromTime, now),
        gt(calendarEntries.freeSlot, 0),
      ),
    )
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
}

/** Active subscriptions of these trainings, with the subscriber's time zone when they have an account. */
export async function findActiveSubscribers(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .select({
      id: subscribedProvidedServices.id,
      serviceId: subscribedProvidedServices.providedServiceId,
      name: subscribedProvidedServices.name,
      email: subscribedProvidedServices.email,
      unsubscribeToken: subscribedProvidedServices.unsubscribeToken,
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
