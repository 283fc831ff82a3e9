import type { TrainerServiceCreate, TrainerServiceUpdate } from '../../../shared/api/trainer-services';
import { feesForPrice } from '../../../shared/domain/service-fees';
import { serviceProblems } from '../../../shared/domain/service-rules';
import { bookableSlotsOf } from '../../../shared/domain/session-grid';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { slugify } from '../../db/seed/seed-utils';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { gridServiceOf, gridUntil, loadTrainerGrid } from '../calendar/session-grid.repository';
import { disableSubscriptionsOfService } from '../subscriptions/subscriptions.repository';
import {
  deleteEmptyOpenings,
  openingsOffering,
} from '../trainer-availability/trainer-availability.repository';
import { freshPrivateSlug, nextSlugNumber, serviceSlug, slugAfterPrivacyChange } from './private-link';
import {
  countBookingsOfService,
  deleteService,
  findOwnService,
  insertService,
  type LocationInput,
  type ServiceInsert,
  type ServiceWithLocations,
  serviceSlugsOf,
  updateService,
} from './trainer-services.repository';

export const SERVICE_HAS_BOOKINGS =
  'This training option has bookings and can’t be deleted. Unpublish it to stop new bookings.';

export async function loadOwnService(ctx: AppContext, athleteId: number, id: number) {
  const service = await findOwnService(ctx.db, athleteId, id);
  if (!service) throw notFound('Training option');
  return service;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

function locationsOf(input: TrainerServiceUpdate['provided_service_locations']): LocationInput[] | undefined {
  return input?.map((l) => ({
    location: l.location,
    address: l.address,
    city: l.city ?? null,
    state: l.state ?? null,
    zip: l.zip ?? null,
  }));
}

/** The option as it will be saved must pass the cross-field rules (the trainer site shows the same). */
function checkRules(merged: ServiceInsert, locationCount: number) {
  const problems = serviceProblems({
    trainingType: merged.trainingType,
    maxSeats: merged.maxSeats ?? 1,
    minGrade: merged.minGrade ?? null,
    maxGrade: merged.maxGrade ?? null,
    connectionDetail: merged.connectionDetail ?? null,
    package: merged.package ?? false,
    packageStart: merged.packageStart ?? null,
    packageEnd: merged.packageEnd ?? null,
    sessionsCount: merged.sessionsCount ?? null,
    locationCount,
  });
  if (problems.length > 0) throw unprocessable(problems);
}

/** Input fields → columns; absent ones stay undefined, which the update leaves alone. */
function columns(input: TrainerServiceUpdate): Partial<ServiceInsert> {
  const patch: Partial<ServiceInsert> = {
    name: input.name,
    slugTitle: input.name === undefined ? undefined : slugify(input.name) || 'training',
    description: input.description,
    trainingType: input.training_type,
    privacySetting: input.privacy_setting,
    status: input.status,
    durationMinutes: input.duration,
    gender: input.gender,
    minGrade: input.min_grade,
    maxGrade: input.max_grade,
    maxSeats: input.max_seats,
    days: input.days === undefined ? undefined : [...input.days].sort((a, b) => a - b),
    connectionDetail: input.connection_detail,
    imageUrl: input.image_url,
    package: input.package,
    packageStart: input.package_start,
    packageEnd: input.package_end,
    sessionsCount: input.sessions_count,
    hiddenFromTrainerPage: input.hidden_from_trainer_page,
    bookAllSessionsHint: input.book_all_sessions_hint,
    ...(input.price === undefined
      ? {}
      : { priceCents: toCents(input.price), ...feesForPrice(toCents(input.price)) }),
  };
  return patch;
}

/** The option as it will be after the patch: only the fields the patch sets replace the current ones. */
function mergeDefined(current: ServiceInsert, patch: Partial<ServiceInsert>): ServiceInsert {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** A package's fields mean nothing once it is not a package: cleared so the player pages stay simple. */
function clearPackageFields(merged: ServiceInsert): Partial<ServiceInsert> {
  if (merged.package) return {};
  return { packageStart: null, packageEnd: null, sessionsCount: null };
}

export async function createTrainerService(
  ctx: AppContext,
  trainer: { id: number; slug: string },
  input: TrainerServiceCreate,
): Promise<ServiceWithLocations> {
  const locations =
    input.training_type === 'virtual' ? [] : (locationsOf(input.provided_service_locations) ?? []);
  const base = columns(input);
  const values: ServiceInsert = {
    ...base,
    athleteId: trainer.id,
    name: input.name,
    slug: '',
    slugTitle: base.slugTitle ?? 'training',
    trainingType: input.training_type,
    durationMinutes: input.duration,
  };
  checkRules(values, locations.length);
  Object.assign(values, clearPackageFields(values));
  // Two creations at once may pick the same number: the unique slug index refuses one, which retries.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const number = nextSlugNumber(trainer.slug, await serviceSlugsOf(ctx.db, trainer.id));
    values.slug = serviceSlug(trainer.slug, number, values.privacySetting ?? 'public');
    try {
      const id = await insertService(ctx.db, values, locations);
      return loadOwnService(ctx, trainer.id, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('Please try again: another training option was created at the same moment.');
}

export async function updateTrainerService(
  ctx: AppContext,
  trainer: { id: number; slug: string },
  id: number,
  input: TrainerServiceUpdate,
): Promise<{ service: ServiceWithLocations; sessionsOverSize: number }> {
  const athleteId = trainer.id;
  const current = await loadOwnService(ctx, athleteId, id);
  const patch = columns(input);
  patch.slug = slugAfterPrivacyChange(trainer.slug, current, input.privacy_setting);
  const merged = mergeDefined(current, patch);
  let locations = locationsOf(input.provided_service_locations);
  // A virtual training happens online: it keeps no places.
  if (merged.trainingType === 'virtual' && (locations !== undefined || current.locations.length > 0)) {
    locations = [];
  }
  checkRules(merged, (locations ?? current.locations).length);
  const now = ctx.now();
  const sessionsOverSize = await updateService(
    ctx.db,
    id,
    { ...patch, ...clearPackageFields(merged), updatedAt: now },
    locations,
    now,
  );
  if (patch.slug !== undefined) await disableSubscriptionsOfService(ctx.db, id, now);
  return { service: await loadOwnService(ctx, athleteId, id), sessionsOverSize };
}

export async function setServiceStatus(
  ctx: AppContext,
  athleteId: number,
  id: number,
  status: 'published' | 'unpublished',
): Promise<ServiceWithLocations> {
  const current = await loadOwnService(ctx, athleteId, id);
  if (status === 'published') {
    // A draft saved before it was complete is checked again before players can see it.
    checkRules(current, current.locations.length);
  }
  await updateService(ctx.db, id, { status, updatedAt: ctx.now() }, undefined, ctx.now());
  return loadOwnService(ctx, athleteId, id);
}

/** SPEC has no wording for it (ours, ADR 0084). */
export const PUBLIC_HAS_NO_LINK =
  'A public training has no private link to replace: anyone can find it on your page.';

/**
 * A private training's new link (ADR 0084): the link sent so far opens nothing, as when it is made
 * private again; families with a live booking or place in line are shown the new one, and those
 * who asked to be told of its openings by the old one are told no more.
 */
export async function renewPrivateLink(
  ctx: AppContext,
  trainer: { id: number; slug: string },
  id: number,
): Promise<ServiceWithLocations> {
  const current = await loadOwnService(ctx, trainer.id, id);
  if (current.privacySetting !== 'private') throw conflict(PUBLIC_HAS_NO_LINK);
  const now = ctx.now();
  const slug = freshPrivateSlug(trainer.slug, current.slug);
  await updateService(ctx.db, id, { slug, updatedAt: now }, undefined, now);
  await disableSubscriptionsOfService(ctx.db, id, now);
  return loadOwnService(ctx, trainer.id, id);
}

/**
 * Deleting would detach the option from its bookings' history: refused once it has any. Openings
 * it leaves offering nothing go with it (ADR 0071).
 */
export async function deleteTrainerService(ctx: AppContext, athleteId: number, id: number): Promise<void> {
  await loadOwnService(ctx, athleteId, id);
  if ((await countBookingsOfService(ctx.db, id)) > 0) throw new ApiError(409, [SERVICE_HAS_BOOKINGS]);
  await ctx.db.transaction(async (tx) => {
    const openings = await openingsOffering(tx, id);
    await deleteService(tx, id);
    await deleteEmptyOpenings(tx, openings);
  });
}

/** A bookable training's times are looked for this far ahead, as the trainer page's cards look. */
const BOOKABLE_HORIZON_DAYS = 366;

/**
 * Which of the trainer's trainings families can book now, by id (ADR 0066): a package when every
 * one of its sessions is in an opening with a free seat (else families see it sold out), any other
 * when a time ahead has one. Read from the same session grid as the trainer page and a booking
 * (one statement for all of them), so the trainer is told what families see.
 */
export async function bookableServiceIds(
  db: Db,
  athleteId: number,
  services: readonly ServiceWithLocations[],
  now: Date,
): Promise<Set<number>> {
  const bookable = new Set<number>();
  if (services.length === 0) return bookable;
  const until = gridUntil(
    now,
    BOOKABLE_HORIZON_DAYS,
    services.map((s) => s.packageEnd),
  );
  const grid = await loadTrainerGrid(db, athleteId, now, until);
  if (!grid) return bookable;
  for (const s of services) {
    const service = gridServiceOf({
      id: s.id,
      duration_minutes: s.durationMinutes,
      training_type: s.trainingType,
      max_seats: s.maxSeats,
      days: s.days,
      package: s.package,
      package_start: s.packageStart,
      package_end: s.packageEnd,
      sessions_count: s.sessionsCount,
    });
    if (bookableSlotsOf(service, grid.windows, grid.sessions, grid.rules, now).length > 0) bookable.add(s.id);
  }
  return bookable;
}
