// What the API answers in the web's tests: whole records in the shared schemas' shapes, each
// with the fields a test cares about overridable.
import type { ProvidedService } from '../../shared/api/athletes';
import type { BookingAttributes, BookingResource } from '../../shared/api/bookings';
import type { CardAttributes } from '../../shared/api/cards';
import type { ClientAttributes } from '../../shared/api/clients';
import type { Pagy } from '../../shared/api/common';
import type { PlayerAttributes } from '../../shared/api/players';
import type { CheckoutRouteState } from '../../shared/domain/checkout-state';

/** A record's factory: the defaults, fresh on each call, with any field overridden. */
function fixture<T>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

/** What Ruth Witting's 1-on-1 costs: the price, the client's service fee and the card fee. */
const ONE_ON_ONE_PRICES = {
  price: 45,
  price_cents: 4500,
  client_service_fee: 4.5,
  client_service_fee_cents: 450,
  stripe_fee: 1.49,
  stripe_fee_cents: 149,
};

/** A pending 1-on-1 with Ruth Witting on 2026-11-26, paid with a card hold. */
export const bookingAttributes = fixture<BookingAttributes>(() => ({
  id: 42,
  reviewed: false,
  status: 'pending',
  allowed_cancel: false,
  cancellation_requested: false,
  can_keep: false,
  expired: false,
  respond_by: '2026-11-26T18:00:00.000Z',
  free_cancellation_hours: null,
  free_cancellation_until: null,
  can_cancel_free: false,
  can_withdraw: true,
  accepted_at: null,
  package: false,
  athlete: {
    id: 7,
    slug: 'ruth-witting',
    first_name: 'Ruth',
    last_name: 'Witting',
    profile_image: null,
    sport_name: 'Soccer',
    college: 'Bluegrass State',
    contact_number: null,
    email: null,
  },
  provided_service: {
    id: 3,
    name: '1-on-1 Positional Mechanics',
    slug: 'ruth-witting-1',
    training_type: 'individual',
    duration: 30,
    ...ONE_ON_ONE_PRICES,
    connection_detail: null,
    package: false,
  },
  location: 'Oakwood Fields',
  address: '5299 Main Blvd',
  training_start_date_time: '2026-11-26T20:00:00.000Z',
  training_end_date_time: '2026-11-26T20:30:00.000Z',
  notes: null,
  trainer_notes: null,
  trainer_slug: 'ruth-witting',
  sessions_count: 1,
  sessions: [{ id: 9, starts_at: '2026-11-26T20:00:00.000Z', ends_at: '2026-11-26T20:30:00.000Z' }],
  payment: null,
  payment_status: 'authorized',
  amount: 50.99,
  amount_cents: 5099,
  price: 45,
  price_cents: 4500,
  service_fee: 4.5,
  service_fee_cents: 450,
  processing_fee: 1.49,
  processing_fee_cents: 149,
  created_at: '2026-11-22T12:00:00.000Z',
  player: { id: 21, first_name: 'Casey', last_name: 'Hayes' },
}));

export function bookingResource(overrides: Partial<BookingAttributes> = {}): BookingResource {
  const attributes = bookingAttributes(overrides);
  return { id: String(attributes.id), type: 'booking', attributes };
}

/** One page of a list answer (`{ data, pagy }`) of 10 a page, with `next` when more follow. */
export function listPage<T>(data: T[], page: number, pages: number): { data: T[]; pagy: Pagy } {
  return {
    data,
    pagy: {
      page,
      per_page: 10,
      count: pages === 0 ? 0 : (pages - 1) * 10 + data.length,
      pages,
      next: page < pages ? page + 1 : null,
      prev: page > 1 ? page - 1 : null,
    },
  };
}

/** A signed-up player (male, class of 2029); `guest_user: true` makes a checkout guest. */
export const clientAttributes = fixture<ClientAttributes>(() => ({
  id: 11,
  email: 'sam.rivera@example.com',
  first_name: 'Sam',
  last_name: 'Rivera',
  contact_number: null,
  guest_user: false,
  profile_image: null,
  dob: null,
  street: null,
  city: null,
  state: null,
  postal_code: null,
  hometown_city: null,
  hometown_state: null,
  hometown_postal_code: null,
  high_school: null,
  middle_school: null,
  college_id: null,
  college: null,
  club: null,
  gender: 1,
  jersey_number: null,
  position: [],
  passing_year: 2029,
  about: null,
  sport_id: null,
  website: null,
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  time_zone: 'America/New_York',
  player_email: null,
  parent_first_name: null,
  parent_last_name: null,
  parent_gender: null,
  parent_street: null,
  parent_city: null,
  parent_state: null,
  parent_postal_code: null,
  parent_contact_number: null,
  session_reminders: true,
  text_reminders: false,
}));

export const cardAttributes = fixture<CardAttributes>(() => ({
  id: 5,
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  stripe_id: 'card_sandbox_4242',
  is_default: true,
}));

/** Ruth Witting's paid 1-on-1 (the training `bookingAttributes` books), open to everyone. */
export const providedService = fixture<ProvidedService>(() => ({
  id: 3,
  name: '1-on-1 Positional Mechanics',
  slug: 'ruth-witting-1',
  slug_title: 'positional-mechanics',
  privacy_setting: 'public',
  training_type: 'individual',
  ...ONE_ON_ONE_PRICES,
  discription: null,
  duration: 30,
  service_duration: '30 minutes',
  gender: 'unisex',
  min_grade: null,
  max_grade: null,
  max_seats: 1,
  days: [4],
  image_url: null,
  status: 'published',
  package: false,
  package_start: null,
  package_end: null,
  sessions_count: null,
  connection_detail: null,
  available_spots: 1,
  full_times: 0,
  slots: { next_slot: null, last_slot: null },
  package_sessions: null,
  provided_service_locations: [],
  all_slots_booked: false,
  hidden_from_trainer_page: false,
  book_all_sessions_hint: false,
  cancellation_policy: 'Non-refundable',
}));

/** The route state the booking page hands to /bookings/checkout for that training's 3 PM opening. */
export const checkoutState = fixture<CheckoutRouteState>(() => ({
  providedService: providedService(),
  bookingDate: '2026-11-26',
  selectedSlot: {
    id: 31,
    booking_date: '2026-11-26',
    training_start_date_time: '2026-11-26T20:00:00.000Z',
    training_end_date_time: '2026-11-26T20:30:00.000Z',
    from_time: '2026-11-26T20:00:00.000Z',
    to_time: '2026-11-26T20:30:00.000Z',
    free_slot: 1,
    selected_trainings: [3],
  },
  athleteSlug: 'ruth-witting',
  location: { location: 'Oakwood Fields', address: '5299 Main Blvd', trainingId: 3 },
}));

/** One of the account's players (`GET /v1/client/players`), with the client fixture's details. */
export function playerAttributes(id: number, fields: Partial<PlayerAttributes> = {}): PlayerAttributes {
  const { id: _id, email: _email, guest_user: _guest, time_zone: _tz, ...rest } = clientAttributes();
  const playerFields = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !key.startsWith('parent_') && key !== 'session_reminders'),
  );
  return { ...(playerFields as Omit<PlayerAttributes, 'id' | 'active'>), id, active: false, ...fields };
}

/** The answer of `GET /v1/client/players`. */
export const playersList = (players: PlayerAttributes[]) => ({
  data: players.map((p) => ({ id: String(p.id), type: 'player', attributes: p })),
});
