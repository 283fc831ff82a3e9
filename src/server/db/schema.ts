// The whole data model of SPEC §3. Money is integer cents, instants are timestamptz,
// calendar days are `date`. Indexes follow the lists and filters of SPEC §7.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ATHLETE_TYPES, BOOKING_STATUSES } from '../../shared/constants';
import { PAYMENT_STATUSES } from '../../shared/domain/booking-status';
import type { WaitlistStatus } from '../../shared/domain/waitlist';

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** An instant the database sets when the row is written. */
const stampedAt = (name: string) => ts(name).notNull().defaultNow();
const createdAt = () => stampedAt('created_at');
/** When a row that changes after it is made was made and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: stampedAt('updated_at') });
/** An id column referencing `target`; `onDelete` is what becomes of this row when that one goes. */
const refId = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'set null') =>
  integer(name).references(target, { onDelete });
/** The row this one belongs to: required, and this row goes when it does. */
const parentId = (name: string, parent: () => AnyPgColumn) => refId(name, parent, 'cascade').notNull();

export const athleteTypeEnum = pgEnum('athlete_type', ATHLETE_TYPES);
export const athleteGenderEnum = pgEnum('athlete_gender', ['male', 'female']);
export const serviceGenderEnum = pgEnum('service_gender', ['male', 'female', 'unisex']);
export const trainingTypeEnum = pgEnum('training_type', ['virtual', 'individual', 'group']);
export const privacySettingEnum = pgEnum('privacy_setting', ['public', 'private']);
export const serviceStatusEnum = pgEnum('service_status', ['draft', 'published', 'unpublished']);
export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
// pending: recorded, nothing asked of the provider yet; authorized: card hold placed at
// booking; succeeded: captured/charged; voided: hold released; failed; refunded; transferred.
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

// ── Reference data ───────────────────────────────────────────────────────────

export const colleges = pgTable(
  'colleges',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    colorCode: text('color_code').notNull(),
    logoUrl: text('logo_url'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    instagramUrl: text('instagram_url'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
    // Its trainers (not erased), counted by the database (migration 0028: a trigger on athletes),
    // never written by code: the school page and the schools list read it instead of counting
    // thousands of trainers on every miss (ADR 0056).
    athletesCount: integer('athletes_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('colleges_slug_key').on(t.slug),
    check('colleges_athletes_count_not_negative', sql`${t.athletesCount} >= 0`),
  ],
);

export const highSchools = pgTable(
  'high_schools',
  {
    id: serial('id').primaryKey(),
    nickname: text('nickname').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  // Prefix search `q.nickname_or_city_start` on lower(...) LIKE 'x%'.
  (t) => [
    index('high_schools_nickname_prefix_idx').using('btree', sql`lower(${t.nickname}) text_pattern_ops`),
    index('high_schools_city_prefix_idx').using('btree', sql`lower(${t.city}) text_pattern_ops`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    colorCode: text('color_code').notNull(),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    instagramUrl: text('instagram_url'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('groups_slug_key').on(t.slug)],
);

export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('sports_slug_key').on(t.slug)],
);

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    sportId: parentId('sport_id', () => sports.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [uniqueIndex('positions_sport_name_key').on(t.sportId, t.name)],
);

// ── Trainers ─────────────────────────────────────────────────────────────────

export const athletes = pgTable(
  'athletes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    // Trainer-site sign-in; null until the trainer sets a password.
    passwordHash: text('password_hash'),
    contactNumber: text('contact_number'),
    // Flags: when true the value is hidden from players (SPEC §6).
    privateEmail: boolean('private_email').notNull().default(false),
    privateContactNumber: boolean('private_contact_number').notNull().default(false),
    profileImage: text('profile_image'),
    gender: athleteGenderEnum('gender').notNull(),
    sportId: refId('sport_id', () => sports.id, 'set null'),
    positions: text('positions').array().notNull().default(sql`'{}'::text[]`),
    passingYear: integer('passing_year'),
    jerseyNumber: text('jersey_number'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    hometown: text('hometown'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    collegeId: refId('college_id', () => colleges.id, 'set null'),
    highSchool: text('high_school'),
    club: text('club'),
    profileDescription: text('profile_description'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    website: text('website'),
    athleteType: athleteTypeEnum('athlete_type').notNull().default('current_college_athlete'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    // Booking rules of the trainer's calendar (ADR 0028): free minutes kept after each session
    // before the next may start, and how long before a session it can still be booked.
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    // How long a booking request waits for the trainer's answer: until this many hours before
    // its first session (a request made later than that waits until the session starts), then
    // it expires (ADR 0030).
    requestDeadlineHours: integer('request_deadline_hours').notNull().default(2),
    // A morning email with the day's sessions (trainer site setting, ADR 0030).
    dailyAgendaEmail: boolean('daily_agenda_email').notNull().default(true),
    // Reminder emails 24 hours and 2 hours before each accepted session (ADR 0043).
    sessionReminders: boolean('session_reminders').notNull().default(true),
    // The same reminders as text messages to `contact_number`; asked for, never assumed (ADR 0048).
    textReminders: boolean('text_reminders').notNull().default(false),
    // Cancellation policy (ADR 0046): 'non_refundable' (SPEC's terms, the default) or
    // 'free_cancellation' up to `free_cancellation_hours` before the (first) session, refunded in full.
    cancellationPolicy: text('cancellation_policy').notNull().default('non_refundable'),
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    // How long a waitlist offer holds a freed seat for its player (ADR 0047): at most this many
    // hours, shorter near the session.
    waitlistClaimHours: integer('waitlist_claim_hours').notNull().default(12),
    stripeAccountId: text('stripe_account_id'),
    // Set when the trainer deleted their account (ADR 0055): the row stays, anonymised, for the
    // bookings and payouts that name it, and no public page, list or search shows it again.
    deletedAt: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('athletes_slug_key').on(t.slug),
    uniqueIndex('athletes_email_key').on(sql`lower(${t.email})`),
    // Athletes list (SPEC §7): filtered by school, sport, gender, type; ordered by name. Only
    // listed trainers (not deleted, ADR 0055), so the lists' `deleted_at IS NULL` needs no heap.
    index('athletes_name_idx').on(t.firstName, t.lastName, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('athletes_college_name_idx')
      .on(t.collegeId, t.firstName, t.lastName, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // School + gender (the school page's filter): counted from the index alone (ADR 0023).
    index('athletes_college_gender_name_idx')
      .on(t.collegeId, t.gender, t.firstName, t.lastName, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('athletes_sport_idx')
      .on(t.sportId, t.firstName, t.lastName, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('athletes_city_idx').on(sql`lower(${t.city})`),
    index('athletes_gender_idx').on(t.gender),
    index('athletes_type_idx').on(t.athleteType),
    index('athletes_location_idx').on(sql`lower(${t.state})`, sql`lower(${t.city})`),
    index('athletes_zip_idx').on(t.zip),
    check('athletes_request_deadline_hours', sql`${t.requestDeadlineHours} BETWEEN 0 AND 72`),
    check(
      'athletes_cancellation_policy',
      sql`${t.cancellationPolicy} IN ('non_refundable', 'free_cancellation')`,
    ),
    check('athletes_free_cancellation_hours', sql`${t.freeCancellationHours} BETWEEN 1 AND 168`),
    check('athletes_waitlist_claim_hours', sql`${t.waitlistClaimHours} BETWEEN 1 AND 72`),
  ],
);

// How many trainers (not erased) have each combination of the athletes list's filters that are
// columns of the trainer (school, gender, sport, type): kept by the database (migration 0029: a
// trigger on athletes), never written by code. The list's count for those filters is a sum of a
// few of these rows instead of a count of thousands of trainers on every miss (ADR 0059). No
// school or no sport is 0 (ids start at 1), so the key has no nulls.
export const athleteFacetCounts = pgTable(
  'athlete_facet_counts',
  {
    collegeId: integer('college_id').notNull(),
    gender: athleteGenderEnum('gender').notNull(),
    sportId: integer('sport_id').notNull(),
    athleteType: athleteTypeEnum('athlete_type').notNull(),
    athletes: integer('athletes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collegeId, t.gender, t.sportId, t.athleteType] }),
    index('athlete_facet_counts_sport_idx').on(t.sportId),
    check('athlete_facet_counts_not_negative', sql`${t.athletes} >= 0`),
  ],
);

export const groupAthletes = pgTable(
  'group_athletes',
  {
    groupId: parentId('group_id', () => groups.id),
    athleteId: parentId('athlete_id', () => athletes.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.athleteId] }),
    index('group_athletes_athlete_idx').on(t.athleteId),
  ],
);

// ── Training options ─────────────────────────────────────────────────────────

export const providedServices = pgTable(
  'provided_services',
  {
    id: serial('id').primaryKey(),
    athleteId: parentId('athlete_id', () => athletes.id),
    name: text('name').notNull(),
    // `{athleteSlug}-{number}`; the booking page URL uses the part after the first hyphen.
    slug: text('slug').notNull(),
    slugTitle: text('slug_title').notNull(),
    privacySetting: privacySettingEnum('privacy_setting').notNull().default('public'),
    trainingType: trainingTypeEnum('training_type').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    clientServiceFeeCents: integer('client_service_fee_cents').notNull().default(0),
    stripeFeeCents: integer('stripe_fee_cents').notNull().default(0),
    description: text('description'),
    connectionDetail: text('connection_detail'),
    durationMinutes: integer('duration_minutes').notNull(),
    gender: serviceGenderEnum('gender').notNull().default('unisex'),
    // Grade numbers: -1 Pre-K, 0 Kindergarten, 1..12, 13 College, 14 Post-College.
    minGrade: integer('min_grade'),
    maxGrade: integer('max_grade'),
    maxSeats: integer('max_seats').notNull().default(1),
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    imageUrl: text('image_url'),
    status: serviceStatusEnum('status').notNull().default('published'),
    package: boolean('package').notNull().default(false),
    packageStart: date('package_start'),
    packageEnd: date('package_end'),
    sessionsCount: integer('sessions_count'),
    // Replaces the spec's hard-coded id lists (ADR 0006): set by the trainer site / demo data.
    hiddenFromTrainerPage: boolean('hidden_from_trainer_page').notNull().default(false),
    bookAllSessionsHint: boolean('book_all_sessions_hint').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('provided_services_slug_key').on(t.slug),
    index('provided_services_athlete_idx').on(t.athleteId, t.status),
    check('provided_services_price_nonneg', sql`${t.priceCents} >= 0`),
    check('provided_services_fees_nonneg', sql`${t.clientServiceFeeCents} >= 0 AND ${t.stripeFeeCents} >= 0`),
    check('provided_services_seats_positive', sql`${t.maxSeats} >= 1`),
    check('provided_services_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

export const providedServiceLocations = pgTable(
  'provided_service_locations',
  {
    id: serial('id').primaryKey(),
    providedServiceId: parentId('provided_service_id', () => providedServices.id),
    location: text('location').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('provided_service_locations_service_idx').on(t.providedServiceId)],
);

// A trainer's opening: a window of time on one day in which the trainings it offers can be
// booked. Sessions are carved from it on a grid (ADR 0028); `max_slot` caps the seats of each
// session held in it (an option's own `max_seats` caps them too).
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: serial('id').primaryKey(),
    athleteId: parentId('athlete_id', () => athletes.id),
    // The calendar day in the trainer's time zone.
    bookingDate: date('booking_date').notNull(),
    fromTime: ts('from_time').notNull(),
    toTime: ts('to_time').notNull(),
    maxSlot: integer('max_slot').notNull(),
    entryColor: text('entry_color'),
    createdAt: createdAt(),
    // The school whose schedule lists the opening: its trainer's college while the trainer is not
    // erased. Kept by the database (migration 0027: set on insert, followed when the trainer's
    // college changes or the trainer is erased), never written by code: the school schedule reads
    // a college's openings in day order on one index (ADR 0056).
    collegeId: integer('college_id'),
    // Closed by the trainer's time off while families held seats in it (ADR 0063): it keeps those
    // seats and sells no more, shown nowhere to families, until the trainer reopens it.
    closedAt: ts('closed_at'),
    // The trainings the opening offers (its calendar_entry_services rows' ids, in order), so a
    // page's openings are read without a look-up per opening (ADR 0073). Kept by the database
    // (migration 0033: rewritten after every change of calendar_entry_services, refused from
    // anywhere else), never written by code.
    serviceIds: integer('service_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('calendar_entries_athlete_from_idx').on(t.athleteId, t.fromTime),
    index('calendar_entries_date_idx').on(t.bookingDate, t.fromTime),
    index('calendar_entries_college_date_idx')
      .on(t.collegeId, t.bookingDate, t.fromTime)
      .where(sql`${t.collegeId} IS NOT NULL`),
    check('calendar_entries_max_slot_positive', sql`${t.maxSlot} >= 1`),
    check('calendar_entries_time_order', sql`${t.toTime} > ${t.fromTime}`),
  ],
);

// A session a trainer holds: one option at one time, with its seats. A trainer is one person:
// the database refuses two sessions of one trainer whose times (plus the buffer after each)
// overlap while both hold a seat (exclusion constraint in migration 0006), and a session's
// seats never exceed its `max_seats` (check). `seats_taken` is kept by a trigger on
// booking_entries: the live entries pointing at the session, never a number written by code.
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    athleteId: parentId('athlete_id', () => athletes.id),
    providedServiceId: parentId('provided_service_id', () => providedServices.id),
    calendarEntryId: refId('calendar_entry_id', () => calendarEntries.id, 'set null'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    // The trainer's time is taken until then: the end plus the trainer's buffer.
    blocksUntil: ts('blocks_until').notNull(),
    maxSeats: integer('max_seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    // Of seats_taken, those the trainer cancelled (ADR 0047), kept by the same trigger. A session
    // all of whose taken seats are withdrawn is one the trainer cancelled: it still holds their
    // time, but nobody can book it or wait for it, so no page lists it.
    seatsWithdrawn: integer('seats_withdrawn').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_sessions_service_start_key').on(t.providedServiceId, t.startsAt),
    index('training_sessions_athlete_start_idx').on(t.athleteId, t.startsAt),
    index('training_sessions_entry_idx').on(t.calendarEntryId),
    check('training_sessions_seats', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.maxSeats}`),
    check(
      'training_sessions_seats_withdrawn',
      sql`${t.seatsWithdrawn} >= 0 AND ${t.seatsWithdrawn} <= ${t.seatsTaken}`,
    ),
    check(
      'training_sessions_time_order',
      sql`${t.endsAt} > ${t.startsAt} AND ${t.blocksUntil} >= ${t.endsAt}`,
    ),
  ],
);

export const calendarEntryServices = pgTable(
  'calendar_entry_services',
  {
    calendarEntryId: parentId('calendar_entry_id', () => calendarEntries.id),
    providedServiceId: parentId('provided_service_id', () => providedServices.id),
  },
  (t) => [
    primaryKey({ columns: [t.calendarEntryId, t.providedServiceId] }),
    index('calendar_entry_services_service_idx').on(t.providedServiceId, t.calendarEntryId),
  ],
);

// ── Clients (the account holder, a parent or guardian) and their players ───────

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    guestUser: boolean('guest_user').notNull().default(false),
    // The player the account's client API (SPEC §7) reads and writes (ADR 0045); null only
    // between the account's insert and its first player's.
    activePlayerId: refId('active_player_id', (): AnyPgColumn => players.id, 'set null'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    // Parent / guardian (account holder)
    parentFirstName: text('parent_first_name'),
    parentLastName: text('parent_last_name'),
    parentGender: smallint('parent_gender'),
    parentStreet: text('parent_street'),
    parentCity: text('parent_city'),
    parentState: text('parent_state'),
    parentPostalCode: text('parent_postal_code'),
    parentContactNumber: text('parent_contact_number'),
    paymentCustomerId: text('payment_customer_id'),
    // Reminder emails 24 hours and 2 hours before each accepted session (ADR 0043).
    sessionReminders: boolean('session_reminders').notNull().default(true),
    // The same reminders as text messages to `parent_contact_number`; asked for, never assumed (ADR 0048).
    textReminders: boolean('text_reminders').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // Guests may reuse an email; registered accounts may not.
    uniqueIndex('clients_email_key').on(sql`lower(${t.email})`).where(sql`${t.guestUser} = false`),
    check('clients_parent_gender_code', sql`${t.parentGender} IS NULL OR ${t.parentGender} IN (1, 2)`),
  ],
);

// One player of an account (ADR 0045): the child a parent books for. An account has one or more;
// `clients.active_player_id` is the one the client API of SPEC §7 reads and writes.
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    playerEmail: text('player_email'),
    contactNumber: text('contact_number'),
    profileImage: text('profile_image'),
    dob: date('dob'),
    gender: smallint('gender'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    hometownCity: text('hometown_city'),
    hometownState: text('hometown_state'),
    hometownPostalCode: text('hometown_postal_code'),
    highSchool: text('high_school'),
    middleSchool: text('middle_school'),
    collegeId: refId('college_id', () => colleges.id, 'set null'),
    club: text('club'),
    jerseyNumber: text('jersey_number'),
    positions: text('positions').array().notNull().default(sql`'{}'::text[]`),
    passingYear: integer('passing_year'),
    about: text('about'),
    sportId: refId('sport_id', () => sports.id, 'set null'),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    ...timestamps(),
  },
  (t) => [
    index('players_client_idx').on(t.clientId),
    check('players_gender_code', sql`${t.gender} IS NULL OR ${t.gender} IN (1, 2)`),
  ],
);

// What an account holder agreed to, when and from where (ADR 0041): the terms and privacy
// statement shown at sign-up, which for a child under 13 is the parent's consent, and the
// parent's agreement for each child under 13 added later (`add_child_terms`). Kept after the
// account's deletion without the address and browser, as the record of the agreement.
/** `sign_up_terms`: the agreement under the sign-up form; `add_child_terms`: a child under 13 added
 * to the account afterwards (Profile → Add player). */
export type ConsentKind = 'sign_up_terms' | 'add_child_terms';

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    kind: text('kind').$type<ConsentKind>().notNull(),
    /** The words the person agreed to, as shown. */
    statement: text('statement').notNull(),
    /** The player was under 13 at the time: the agreement is the parent's consent for a child. */
    forChild: boolean('for_child').notNull().default(false),
    /** The player the agreement was given for (null: before migration 0024, or removed since). */
    playerId: refId('player_id', () => players.id, 'set null'),
    agreedAt: ts('agreed_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('consents_client_idx').on(t.clientId)],
);

// A private calendar subscription URL of a family or a trainer (ADR 0042): the URL carries the
// row's id with an HMAC of it, so nothing secret is stored; revoking sets `revoked_at` and the
// next URL is a new row.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    athleteId: refId('athlete_id', () => athletes.id, 'cascade'),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('calendar_feeds_client_idx').on(t.clientId),
    index('calendar_feeds_athlete_idx').on(t.athleteId),
    check('calendar_feeds_one_owner', sql`(${t.clientId} IS NULL) <> (${t.athleteId} IS NULL)`),
  ],
);

// ── Auth ─────────────────────────────────────────────────────────────────────

// One row per issued AUTH-TOKEN; only the SHA-256 of the token is stored.
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    athleteId: refId('athlete_id', () => athletes.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: stampedAt('last_used_at'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash),
    index('auth_sessions_client_idx').on(t.clientId),
    index('auth_sessions_athlete_idx').on(t.athleteId),
    check('auth_sessions_one_subject', sql`(${t.clientId} IS NULL) <> (${t.athleteId} IS NULL)`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    athleteId: refId('athlete_id', () => athletes.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    check('password_reset_tokens_one_subject', sql`(${t.clientId} IS NULL) <> (${t.athleteId} IS NULL)`),
  ],
);

export const adminLoginTokens = pgTable(
  'admin_login_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_login_tokens_hash_key').on(t.tokenHash)],
);

// ── Payments ─────────────────────────────────────────────────────────────────

// Only what the provider returns about a card is kept, never its number.
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    stripeId: text('stripe_id').notNull(),
    // The provider's id for the card number (Stripe's `card.fingerprint`): the same card saved
    // again has the same one (ADR 0033). Null for cards saved before it was kept.
    fingerprint: text('fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_client_idx').on(t.clientId),
    uniqueIndex('cards_one_default_per_client').on(t.clientId).where(sql`${t.isDefault}`),
    uniqueIndex('cards_stripe_id_key').on(t.stripeId),
  ],
);

// ── Bookings ─────────────────────────────────────────────────────────────────

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    // The player the booking is for (ADR 0045): the account's active player when it was made.
    playerId: refId('player_id', () => players.id, 'set null'),
    // Kept when a trainer is removed; such bookings are hidden in the list (SPEC §2).
    athleteId: refId('athlete_id', () => athletes.id, 'set null'),
    providedServiceId: refId('provided_service_id', () => providedServices.id, 'set null'),
    status: bookingStatusEnum('status').notNull().default('pending'),
    // The trainer asked to cancel and the player may approve (SPEC §4): true only while so.
    allowedCancel: boolean('allowed_cancel').notNull().default(false),
    // A request not answered by then expires (ADR 0030); fixed when the request is made.
    respondBy: ts('respond_by'),
    // When the trainer accepted; kept through a cancellation request (the player may keep it).
    acceptedAt: ts('accepted_at'),
    // Set when the system declined a request nobody answered in time (status rejected).
    expiredAt: ts('expired_at'),
    // The trainer's cancellation policy in force when it was booked (ADR 0046): the player may
    // cancel for a full refund until `free_cancellation_until` (the first session's start minus
    // `free_cancellation_hours`); both null: non-refundable.
    freeCancellationHours: integer('free_cancellation_hours'),
    freeCancellationUntil: ts('free_cancellation_until'),
    package: boolean('package').notNull().default(false),
    sessionsCount: integer('sessions_count').notNull().default(1),
    location: text('location'),
    address: text('address'),
    trainingStartDateTime: ts('training_start_date_time').notNull(),
    trainingEndDateTime: ts('training_end_date_time').notNull(),
    notes: text('notes'),
    trainerNotes: text('trainer_notes'),
    // Price lines as computed by the server at booking time.
    priceCents: integer('price_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardId: refId('card_id', () => cards.id, 'set null'),
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    index('bookings_client_status_idx').on(t.clientId, t.status, t.trainingStartDateTime),
    // A player's bookings list in its three parts (ADR 0086) and its count, from the index alone
    // (status and end after the order: the list leaves one status out and parts by the end;
    // docs/decisions/0053).
    index('bookings_client_listed_idx')
      .on(
        t.clientId,
        t.trainingStartDateTime.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.status,
        t.trainingEndDateTime,
      )
      .where(sql`${t.athleteId} IS NOT NULL`),
    index('bookings_athlete_start_idx').on(t.athleteId, t.trainingStartDateTime),
    index('bookings_service_idx').on(t.providedServiceId),
    index('bookings_player_idx').on(t.playerId),
    uniqueIndex('bookings_client_idempotency_key').on(t.clientId, t.idempotencyKey),
    // The expiry job's scan: pending requests by deadline.
    index('bookings_pending_respond_by_idx').on(t.respondBy).where(sql`${t.status} = 'pending'`),
    check(
      'bookings_free_cancellation',
      sql`(${t.freeCancellationHours} IS NULL) = (${t.freeCancellationUntil} IS NULL)`,
    ),
    check(
      'bookings_amount_is_sum',
      sql`${t.amountCents} = ${t.priceCents} + ${t.serviceFeeCents} + ${t.processingFeeCents}`,
    ),
  ],
);

// The sessions a booking holds: one for a single training, several for a package.
// Each takes one seat of a training session (booking_request_entries in the API).
export const bookingEntries = pgTable(
  'booking_entries',
  {
    id: serial('id').primaryKey(),
    bookingId: parentId('booking_id', () => bookings.id),
    // Kept (set null) when a trainer and their calendar go away: the booking's history stays.
    calendarEntryId: refId('calendar_entry_id', () => calendarEntries.id, 'set null'),
    // The seat: while not released, it counts in the session's seats_taken (trigger).
    sessionId: refId('session_id', () => trainingSessions.id, 'set null'),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    releasedAt: ts('released_at'),
    // Released because the trainer cancelled (their cancellation request approved, ADR 0047):
    // the seat still counts in seats_taken (trigger, migration 0025), so the trainer's time is
    // not sold again nor offered to the waitlist.
    seatWithdrawn: boolean('seat_withdrawn').notNull().default(false),
    // The booking's player, copied by the database on insert (trigger, migration 0030): with it,
    // `booking_entries_player_one_place` (an exclusion constraint in SQL, as the trainer's) keeps a
    // player's live seats from overlapping in time, whoever the trainers (ADR 0028).
    playerId: refId('player_id', () => players.id, 'set null'),
  },
  (t) => [
    index('booking_entries_booking_idx').on(t.bookingId),
    check('booking_entries_withdrawn_released', sql`NOT ${t.seatWithdrawn} OR ${t.releasedAt} IS NOT NULL`),
    index('booking_entries_calendar_entry_idx').on(t.calendarEntryId),
    index('booking_entries_session_idx').on(t.sessionId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: parentId('booking_id', () => bookings.id),
    clientId: parentId('client_id', () => clients.id),
    cardId: refId('card_id', () => cards.id, 'set null'),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    // Authorization hold id while `authorized`, the charge id once captured.
    providerAuthorizationId: text('provider_authorization_id'),
    providerChargeId: text('provider_charge_id'),
    providerTransferId: text('provider_transfer_id'),
    // Set once the provider has refunded the charge (a cancellation the trainer asked for).
    providerRefundId: text('provider_refund_id'),
    transferAmountCents: integer('transfer_amount_cents'),
    transferAccountId: text('transfer_account_id'),
    idempotencyKey: text('idempotency_key'),
    failureMessage: text('failure_message'),
    ...timestamps(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_client_idx').on(t.clientId),
    uniqueIndex('payments_provider_charge_key').on(t.providerChargeId),
    // Provider webhooks find the payment by its hold id as well as by its charge id.
    index('payments_provider_authorization_idx').on(t.providerAuthorizationId),
    check('payments_amount_nonneg', sql`${t.amountCents} >= 0`),
  ],
);

// ── Engagement ───────────────────────────────────────────────────────────────

export const subscribedProvidedServices = pgTable(
  'subscribed_provided_services',
  {
    id: serial('id').primaryKey(),
    providedServiceId: parentId('provided_service_id', () => providedServices.id),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number'),
    // The digest of a disable link's token sent before migration 0008; links now carry the id
    // with an HMAC of it (ADR 0029), and nothing of them is stored.
    unsubscribeToken: text('unsubscribe_token').notNull(),
    disabledAt: ts('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscribed_services_service_idx').on(t.providedServiceId),
    index('subscribed_services_client_idx').on(t.clientId),
    uniqueIndex('subscribed_services_unsubscribe_token_key').on(t.unsubscribeToken),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: parentId('booking_id', () => bookings.id),
    clientId: parentId('client_id', () => clients.id),
    athleteId: refId('athlete_id', () => athletes.id, 'set null'),
    providedServiceId: refId('provided_service_id', () => providedServices.id, 'set null'),
    rating: smallint('rating').notNull().default(1),
    comment: text('comment'),
    privateComment: text('private_comment'),
    // A booking gets one public review and one private feedback (each once).
    kind: text('kind')
      .$type<'public' | 'private'>()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN comment IS NOT NULL THEN 'public' ELSE 'private' END`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_kind_key').on(t.bookingId, t.kind),
    index('reviews_athlete_idx').on(t.athleteId),
    check('reviews_has_text', sql`${t.comment} IS NOT NULL OR ${t.privateComment} IS NOT NULL`),
  ],
);

// ── Outside services (local defaults, ADR 0008) ─────────────────────────────

export const emailStatusEnum = pgEnum('email_status', ['queued', 'sent', 'failed']);
export const messageChannelEnum = pgEnum('message_channel', ['email', 'sms']);

// Every message the product sends, email or text (ADR 0048): the local default keeps them here
// (the dev mailbox page lists them); the SMTP adapter sends the emails and records the outcome.
// A text has a phone number in `to_address`, no subject and no HTML.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    channel: messageChannelEnum('channel').notNull().default('email'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: emailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    // While a delivery runs, no other may start; a crash mid-delivery lets the lease lapse and
    // the sweeper hands the row to a new job (ADR 0029).
    claimedUntil: ts('claimed_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(t.toAddress),
    index('email_outbox_waiting_idx').on(t.id).where(sql`${t.status} = 'queued'`),
  ],
);

// A provider call: one request to the payment provider that must happen exactly once,
// recorded before it is made, in the same transaction as the change that needs it (the
// money outbox, ADR 0029). Its idempotency key goes to the provider, so running it again
// after a crash is the same call; the reconciliation job runs whatever is left pending.
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'authorize' | 'capture' | 'void' | 'refund' | 'charge'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: refId('payment_id', () => payments.id, 'set null'),
    // What is sent: the card payment input, or the hold or charge it acts on.
    request: jsonb('request').$type<Record<string, string | number>>().notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed' | 'abandoned'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Not run before this: the lease of the process running it, or the backoff after an error.
    runAfter: stampedAt('run_after'),
    // The provider's id for what it did (hold, charge, refund).
    result: text('result'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: ts('done_at'),
  },
  (t) => [
    uniqueIndex('provider_calls_idempotency_key').on(t.idempotencyKey),
    index('provider_calls_pending_idx').on(t.runAfter).where(sql`${t.status} = 'pending'`),
    index('provider_calls_payment_idx').on(t.paymentId),
    check('provider_calls_kind', sql`${t.kind} in ('authorize', 'capture', 'void', 'refund', 'charge')`),
    check('provider_calls_status', sql`${t.status} in ('pending', 'done', 'failed', 'abandoned')`),
  ],
);

// One signed upload URL handed out: a single PUT is accepted before it expires.
export const uploadTickets = pgTable(
  'upload_tickets',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    clientId: refId('client_id', () => clients.id, 'cascade'),
    athleteId: refId('athlete_id', () => athletes.id, 'cascade'),
    contentType: text('content_type').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('upload_tickets_key_key').on(t.key)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Files uploaded through the local storage default (ADR 0014, 0029): in the database, so that
// every API process serves every file (S3 takes over when configured).
export const uploadedFiles = pgTable('uploaded_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

// Secrets the product makes for itself when the operator sets none (upload link signing,
// unsubscribe tokens): made once by the first process, shared by all (ADR 0029).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// The built-in payment sandbox's own records (what a provider would hold): a tokenised card
// keeps brand, last4, expiry and how the sandbox will answer a charge, never the number.
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  declines: boolean('declines').notNull().default(false),
  // A keyed hash of the card number, as Stripe's `card.fingerprint`: one card, one value.
  fingerprint: text('fingerprint'),
  createdAt: createdAt(),
});

// Provider webhook events already applied: a replayed event changes nothing.
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: stampedAt('received_at'),
});

// The payment sandbox's ledger: every authorization, capture, void, charge, refund and
// transfer with its amount, as the provider's dashboard would list them. A request with an
// idempotency key already used answers with that key's record instead of a new one.
export const sandboxLedger = pgTable(
  'sandbox_ledger',
  {
    id: text('id').primaryKey(),
    kind: text('kind', {
      enum: ['authorization', 'capture', 'void', 'charge', 'refund', 'transfer'],
    }).notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    // What the entry acts on: the card (authorization, charge), the authorization (capture,
    // void), the charge (refund) or the payout account (transfer).
    reference: text('reference').notNull(),
    customerRef: text('customer_ref'),
    // Failed attempts keep no key, so a retry with another card is not pinned to the decline.
    idempotencyKey: text('idempotency_key'),
    description: text('description'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_ledger_kind_key').on(t.kind, t.idempotencyKey),
    index('sandbox_ledger_reference_idx').on(t.reference),
    check('sandbox_ledger_amount_nonneg', sql`${t.amountCents} >= 0`),
  ],
);

// Throttling counters (lib/rate-limits.ts), in the database so that every API process counts
// the same tries: one row per limit and caller (the key is a hash of the limit's name and the
// address or account it counts, never the address or email itself), the tries in the current
// window and when that window ends.
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: ts('window_ends_at').notNull(),
});

// One row per trainer and local day whose agenda email was written (ADR 0030): the insert and
// the email commit together, so each day's agenda goes out once whatever the job's retries.
// One row per reminder written (ADR 0043): a session's reminder of each kind goes to each side
// at most once, whatever the number of processes or restarts; the row commits with its email.
export const sessionReminders = pgTable(
  'session_reminders',
  {
    bookingEntryId: parentId('booking_entry_id', () => bookingEntries.id),
    /** How long before the session: '24h' or '2h'. */
    lead: text('lead').$type<'24h' | '2h'>().notNull(),
    recipient: text('recipient').$type<'family' | 'trainer'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingEntryId, t.lead, t.recipient] })],
);

export const trainerAgendas = pgTable(
  'trainer_agendas',
  {
    athleteId: parentId('athlete_id', () => athletes.id),
    localDate: date('local_date').notNull(),
    sessions: integer('sessions').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.athleteId, t.localDate] })],
);

// A player's place in line for a full slot (ADR 0047): one service at one start. `waiting` in
// line; `offered` while a freed seat is held for them until `offer_expires_at` (the row then
// counts in its session's seats_taken, trigger in migration 0018, so the seats check and the
// trainer-one-place exclusion hold offers like bookings); then `claimed` (booked through the
// offer), `lapsed` (not claimed in time: the seat passed on), `left` (the player left the line)
// or `booked` (the player booked the slot another way).
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    clientId: parentId('client_id', () => clients.id),
    playerId: parentId('player_id', () => players.id),
    athleteId: parentId('athlete_id', () => athletes.id),
    providedServiceId: parentId('provided_service_id', () => providedServices.id),
    startsAt: ts('starts_at').notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    // The session whose seat is held while offered (counted by the trigger).
    sessionId: refId('session_id', () => trainingSessions.id, 'cascade'),
    offeredAt: ts('offered_at'),
    offerExpiresAt: ts('offer_expires_at'),
    bookingId: refId('booking_id', () => bookings.id, 'set null'),
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One place per player and slot while in line.
    uniqueIndex('waitlist_entries_player_slot_key')
      .on(t.playerId, t.providedServiceId, t.startsAt)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waitlist_entries_line_idx').on(t.providedServiceId, t.startsAt, t.id),
    index('waitlist_entries_athlete_idx').on(t.athleteId, t.status),
    index('waitlist_entries_client_idx').on(t.clientId),
    check(
      'waitlist_entries_status',
      sql`${t.status} IN ('waiting', 'offered', 'claimed', 'lapsed', 'left', 'booked', 'closed')`,
    ),
    check(
      'waitlist_entries_offer',
      sql`${t.status} <> 'offered' OR (${t.sessionId} IS NOT NULL AND ${t.offerExpiresAt} IS NOT NULL)`,
    ),
  ],
);
