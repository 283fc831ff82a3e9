// A believable marketplace for the embedded default and demos: seeded once into an empty
// database (restarts never re-seed), deterministic apart from dates, which follow `now`.
import { en, en_US, Faker } from '@faker-js/faker';
import { createContext } from '../../app';
import type { Mailer } from '../../integrations/email/mailer';
import { createQueuedMailer } from '../../integrations/email/queued-mailer';
import { createRecordingJobQueue, type JobQueue } from '../../integrations/jobs/job-queue';
import { createSandboxPaymentProvider } from '../../integrations/payments/sandbox-provider';
import { hashPassword } from '../../lib/passwords';
import type { Db, Tx } from '../client';
import {
  athletes,
  calendarEntries,
  calendarEntryServices,
  groupAthletes,
  providedServiceLocations,
  providedServices,
} from '../schema';
import {
  type AthleteInsert,
  type AthleteMeta,
  athleteTypeFor,
  buildAthlete,
  type SeedContext,
} from './athletes';
import { buildCalendar, type EntryDraft, planWeekdays } from './calendar';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_TRAINER_EMAILS, insertDemoPlayer } from './demo-accounts';
import type { StoryContext } from './demo-story';
import { type CastOption, tellDemoWeek } from './demo-week';
import { hasDemoData } from './has-demo-data';
import { insertReferenceData } from './reference-store';
import { chunks, uniqueSlug } from './seed-utils';
import { type BuiltService, buildServices, MAIN_PLAN, planServices, type ServicePlan } from './services';

export { DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_TRAINER_EMAILS };

export const DEMO_ATHLETE_COUNT = 72;
export const DEMO_SEED = 2026;
const CALENDAR_DAYS = 60;
// Fixed positions in the athlete list for the two trainer sign-in accounts: both at
// Bluegrass State (Lexington), near the demo player.
const TRAINER_DEMO_INDEX = 24;
const COACH_DEMO_INDEX = 17;
const FREE_CANCELLATION_HOURS = [24, 48, 12, 24] as const;
// The trainer the browser journeys visit (tests/e2e), Pacific Crest's first: a 1-on-1 at two
// places with openings on every training day, and a package with one full session, which
// makes the whole package Sold Out.
const SHOWCASE_INDEX = 2;
const SHOWCASE_PLANS: ServicePlan[] = [MAIN_PLAN, { ...MAIN_PLAN, kind: 'package' }];

export interface SeedOptions {
  now?: Date;
  /** Where the demo's emails link to: the server's own address (ADR 0031). */
  publicUrl?: string;
  /** Delivers the demo's emails once the seed has committed (the sweeper would, a minute later). */
  mailer?: Pick<Mailer, 'deliver'>;
}

export async function seedDemoData(db: Db, options?: SeedOptions): Promise<{ seeded: boolean }> {
  if (await hasDemoData(db)) return { seeded: false };
  const now = options?.now ?? new Date();
  // One argon2 hash for every demo account: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(DEMO_SEED);

  // The story's jobs (email deliveries) wait for the commit: a job must not run before its row exists.
  const jobs = createRecordingJobQueue();
  const result = await db.transaction(async (tx) => {
    // A concurrent start may have seeded meanwhile; the unique sport slug would also stop it.
    if (await hasDemoData(tx)) return { seeded: false };
    const { ctx, groups } = await insertReferenceData(tx, faker);
    const trainers = buildDemoAthletes(faker, ctx, groups, passwordHash);
    const athleteRows = await tx
      .insert(athletes)
      .values(trainers.map((t) => t.row))
      .returning({ id: athletes.id, slug: athletes.slug });
    const athleteIds = new Map(athleteRows.map((r) => [r.slug, r.id]));
    const idOf = (slug: string) => required(athleteIds.get(slug), `athlete ${slug}`);

    await tx
      .insert(groupAthletes)
      .values(
        trainers.flatMap((t) => t.groupIds.map((groupId) => ({ groupId, athleteId: idOf(t.meta.slug) }))),
      );

    const counter = { extra: 0 };
    const offers = trainers.map((t, index) => buildOffer(faker, counter, t.meta, index, now));
    const serviceIds = await insertServices(tx, offers, idOf);
    const entries = await insertCalendar(tx, offers, idOf, serviceIds);

    const demoTrainer = required(offers[TRAINER_DEMO_INDEX], 'trainer demo athlete');
    // The demo player plays the demo trainer's sport, so the sample bookings make sense.
    const sport = required(
      ctx.sports.find((s) => s.seed === demoTrainer.meta.sport),
      'demo trainer sport',
    );
    const player = await insertDemoPlayer(tx, {
      passwordHash,
      now,
      sportId: sport.id,
      positions: sport.seed.positions.slice(0, 2).map((p) => p.name),
      highSchool: ctx.highSchools.find((h) => h.city === 'Lexington')?.nickname ?? 'Lexington High School',
    });

    // Everything booked from here on goes through the product's services (ADR 0039).
    const option = (offer: Offer | undefined, index: number) => {
      const service = offer?.services[index];
      if (!offer || !service || service.plan.status !== 'published') return null;
      return castOption(service, idOf(offer.meta.slug), serviceIds, entries);
    };
    const coachDemo = required(offers[COACH_DEMO_INDEX], 'coach demo athlete');
    const groupIndex = coachDemo.services.findIndex((s) => s.plan.kind === 'group');
    const otherIndex = demoTrainer.services.findIndex((s, i) => i > 0 && s.plan.status === 'published');
    await tellDemoWeek(tx, storyContext(tx, jobs, now, options?.publicUrl), {
      passwordHash,
      // The account holder's name, as a signed-in family subscribes (ADR 0060): the parent's.
      player: { clientId: player.clientId, name: 'Michelle Carter', email: DEMO_PLAYER_EMAIL },
      trainerDemo: {
        main: required(option(demoTrainer, 0), 'trainer demo option'),
        other: option(demoTrainer, otherIndex),
      },
      coachDemo: {
        main: required(option(coachDemo, 0), 'coach demo option'),
        group: groupIndex > 0 ? option(coachDemo, groupIndex) : null,
      },
      showcasePackage: required(option(offers[SHOWCASE_INDEX], 1), 'showcase package'),
    });
    return { seeded: true };
  });
  if (result.seeded && options?.mailer) {
    await options.mailer.deliver(
      jobs.sent.flatMap((job) =>
        job.name === 'email.deliver' && 'outboxId' in job.data ? [job.data.outboxId] : [],
      ),
    );
  }
  return result;
}

/**
 * The seed's own context: the product's, on the seed's transaction (all of it commits or none
 * does), with the sandbox provider whatever the configuration (the demo's cards are sandbox
 * cards), its jobs kept until the commit (seedDemoData sends its emails then) and a clock
 * the story sets back for what happened before today.
 */
function storyContext(tx: Tx, jobs: JobQueue, now: Date, publicUrl: string | undefined): StoryContext {
  let at = now;
  const ctx = createContext(
    { db: tx },
    {
      now: () => at,
      jobs,
      payments: createSandboxPaymentProvider(tx),
      mailer: createQueuedMailer(tx, jobs),
      ...(publicUrl ? { publicUrl } : {}),
    },
  );
  return {
    ctx,
    now,
    at: (instant) => {
      at = instant;
    },
  };
}

/** A seeded option as the story books it: its id, trainer, openings, place and rules. */
function castOption(
  service: BuiltService,
  athleteId: number,
  serviceIds: Map<string, number>,
  entries: Awaited<ReturnType<typeof insertCalendar>>,
): CastOption {
  const place = service.locations[0];
  return {
    id: required(serviceIds.get(service.row.slug), `service ${service.row.slug}`),
    athleteId,
    durationMinutes: service.row.durationMinutes,
    place: place ? { location: place.location, address: place.address } : null,
    openings: entries
      .filter((e) => e.athleteId === athleteId && e.draft.serviceSlugs.includes(service.row.slug))
      .map((e) => e.draft.fromTime)
      .sort((a, b) => a.getTime() - b.getTime()),
    rules: {
      minGrade: service.row.minGrade ?? null,
      maxGrade: service.row.maxGrade ?? null,
      gender: service.row.gender ?? 'unisex',
    },
  };
}

interface DemoAthlete {
  row: AthleteInsert;
  meta: AthleteMeta;
  groupIds: number[];
}

function buildDemoAthletes(
  faker: Faker,
  ctx: SeedContext,
  groups: ReadonlyArray<{ id: number; name: string }>,
  passwordHash: string,
): DemoAthlete[] {
  const indices = Array.from({ length: DEMO_ATHLETE_COUNT }, (_, i) => i);
  const membership = new Map<number, Array<{ id: number; name: string }>>();
  for (const group of groups) {
    for (const index of faker.helpers.arrayElements(indices, { min: 8, max: 15 })) {
      membership.set(index, [...(membership.get(index) ?? []), group]);
    }
  }
  const taken = new Set<string>();
  return indices.map((index) => {
    const memberOf = membership.get(index) ?? [];
    const athleteType =
      index === TRAINER_DEMO_INDEX
        ? 'trainer'
        : index === COACH_DEMO_INDEX
          ? 'd1_college_coach'
          : athleteTypeFor(index);
    const { row, meta } = buildAthlete({
      faker,
      ctx,
      index,
      athleteType,
      claimSlug: (base) => uniqueSlug(base, taken),
      club: memberOf[0]?.name ?? null,
    });
    if (index === TRAINER_DEMO_INDEX || index === COACH_DEMO_INDEX) {
      row.email = index === TRAINER_DEMO_INDEX ? DEMO_TRAINER_EMAILS[1] : DEMO_TRAINER_EMAILS[0];
      row.passwordHash = passwordHash;
    } else if (index % 3 === 1) {
      // A third of the trainers let families cancel free up to a day or two before, as trainers
      // choose (ADR 0046); the demo accounts keep the default, which their walk-throughs start from.
      // By index, not by faker: the rest of the demo data stays as it was.
      row.cancellationPolicy = 'free_cancellation';
      row.freeCancellationHours = FREE_CANCELLATION_HOURS[index % FREE_CANCELLATION_HOURS.length] ?? 24;
    }
    return { row, meta, groupIds: memberOf.map((g) => g.id) };
  });
}

interface Offer {
  meta: AthleteMeta;
  services: BuiltService[];
  entries: EntryDraft[];
}

function buildOffer(
  faker: Faker,
  counter: { extra: number },
  meta: AthleteMeta,
  index: number,
  now: Date,
): Offer {
  const isDemoAccount = index === TRAINER_DEMO_INDEX || index === COACH_DEMO_INDEX;
  // Each trainer draws from a stream of its own: how many openings an earlier trainer got
  // depends on today's date, and must not change what the next trainer offers.
  faker.seed([DEMO_SEED, index]);
  const weekdays = planWeekdays(faker);
  // The sign-in trainers show a bit of everything: 1-on-1, group, virtual and a package.
  const showcase = index === SHOWCASE_INDEX;
  const plans = showcase ? SHOWCASE_PLANS : planServices(faker, counter, isDemoAccount ? 3 : undefined);
  const services = buildServices({ faker, meta, plans, weekdays, now, places: showcase ? 2 : undefined });
  const main = services[0];
  if (isDemoAccount && main) {
    // The demo player (a 10th grader) books this one, so it must be open to them.
    main.row.minGrade = null;
    main.row.maxGrade = null;
    main.row.gender = 'unisex';
  }
  // Most trainers publish openings; every tenth has none yet.
  const hasCalendar = isDemoAccount || index % 10 !== 9;
  const entries = hasCalendar
    ? buildCalendar({
        faker,
        meta,
        services,
        weekdays,
        now,
        days: CALENDAR_DAYS,
        pastChance: isDemoAccount ? 1 : 0.15,
      })
    : [];
  if (showcase) endPackageAtItsSessions(services[1], entries, now);
  return { meta, services, entries };
}

/**
 * The showcase package is a 2-hour 1-on-1 and its dates end on the day of its last promised
 * session, so the family that books it (demo-week.ts) takes every session its dates hold.
 */
function endPackageAtItsSessions(pkg: BuiltService | undefined, entries: EntryDraft[], now: Date): void {
  const count = pkg?.row.sessionsCount ?? 0;
  if (!pkg || count < 1) return;
  // One session fills each opening (two hours), so one family's booking leaves none.
  pkg.row.trainingType = 'individual';
  pkg.row.maxSeats = 1;
  pkg.row.durationMinutes = 120;
  const soon = now.getTime() + 24 * 3600_000;
  const upcoming = entries
    .filter((e) => e.serviceSlugs.includes(pkg.row.slug) && e.fromTime.getTime() > soon)
    .sort((a, b) => a.fromTime.getTime() - b.fromTime.getTime());
  const last = upcoming[count - 1];
  if (last) pkg.row.packageEnd = last.bookingDate;
  // Openings past the new end no longer offer it; earlier ones (within a day) are not sold.
  for (const e of entries) {
    if (e.bookingDate > (pkg.row.packageEnd ?? ''))
      e.serviceSlugs = e.serviceSlugs.filter((s) => s !== pkg.row.slug);
  }
}

async function insertServices(
  tx: Tx,
  offers: readonly Offer[],
  idOf: (slug: string) => number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const rows = offers.flatMap((o) => o.services.map((s) => ({ ...s.row, athleteId: idOf(o.meta.slug) })));
  for (const part of chunks(rows, 1000)) {
    const inserted = await tx
      .insert(providedServices)
      .values(part)
      .returning({ id: providedServices.id, slug: providedServices.slug });
    for (const r of inserted) ids.set(r.slug, r.id);
  }
  const locations = offers.flatMap((o) =>
    o.services.flatMap((s) =>
      s.locations.map((l) => ({ ...l, providedServiceId: required(ids.get(s.row.slug), s.row.slug) })),
    ),
  );
  for (const part of chunks(locations, 2000)) await tx.insert(providedServiceLocations).values(part);
  return ids;
}

interface InsertedEntry {
  id: number;
  athleteId: number;
  draft: EntryDraft;
}

async function insertCalendar(
  tx: Tx,
  offers: readonly Offer[],
  idOf: (slug: string) => number,
  serviceIds: ReadonlyMap<string, number>,
): Promise<InsertedEntry[]> {
  const drafts = offers.flatMap((o) => o.entries.map((draft) => ({ athleteId: idOf(o.meta.slug), draft })));
  // Rows come back keyed by (athlete, start), which is unique per trainer in generated data,
  // rather than trusting RETURNING to keep the VALUES order.
  const key = (athleteId: number, from: Date) => `${athleteId}|${from.getTime()}`;
  const ids = new Map<string, number>();
  for (const part of chunks(drafts, 2000)) {
    const inserted = await tx
      .insert(calendarEntries)
      .values(
        part.map(({ athleteId, draft: { serviceSlugs: _links, ...entry } }) => ({ athleteId, ...entry })),
      )
      .returning({
        id: calendarEntries.id,
        athleteId: calendarEntries.athleteId,
        fromTime: calendarEntries.fromTime,
      });
    for (const r of inserted) ids.set(key(r.athleteId, r.fromTime), r.id);
  }
  const result = drafts.map((d) => ({
    ...d,
    id: required(ids.get(key(d.athleteId, d.draft.fromTime)), 'entry'),
  }));
  const links = result.flatMap((e) =>
    e.draft.serviceSlugs.map((slug) => ({
      calendarEntryId: e.id,
      providedServiceId: required(serviceIds.get(slug), slug),
    })),
  );
  for (const part of chunks(links, 5000)) await tx.insert(calendarEntryServices).values(part);
  return result;
}

function required<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Demo seed: missing ${what}`);
  return value;
}
