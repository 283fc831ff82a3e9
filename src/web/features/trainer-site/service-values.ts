import type { TrainerServiceAttributes, TrainerServiceUpdate } from '../../../shared/api/trainer-services';
import { feesForPrice } from '../../../shared/domain/service-fees';
import { MAX_PRICE_DOLLARS, serviceProblems } from '../../../shared/domain/service-rules';

// The training option form's values and their translation to and from the API (ADR 0015).

export interface LocationValues {
  location: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface ServiceValues {
  name: string;
  description: string;
  training_type: 'individual' | 'group' | 'virtual';
  private: boolean;
  package: boolean;
  package_start: string;
  package_end: string;
  sessions_count: number | '';
  hidden_from_trainer_page: boolean;
  book_all_sessions_hint: boolean;
  price: number | '';
  duration: number;
  gender: 'male' | 'female' | 'unisex';
  min_grade: string;
  max_grade: string;
  max_seats: number | '';
  days: string[];
  connection_detail: string;
  locations: LocationValues[];
}

export const EMPTY_LOCATION: LocationValues = { location: '', address: '', city: '', state: '', zip: '' };

export const EMPTY_SERVICE: ServiceValues = {
  name: '',
  description: '',
  training_type: 'individual',
  private: false,
  package: false,
  package_start: '',
  package_end: '',
  sessions_count: '',
  hidden_from_trainer_page: false,
  book_all_sessions_hint: false,
  price: '',
  duration: 60,
  gender: 'unisex',
  min_grade: '',
  max_grade: '',
  max_seats: 1,
  days: [],
  connection_detail: '',
  locations: [{ ...EMPTY_LOCATION }],
};

export function serviceValues(s: TrainerServiceAttributes): ServiceValues {
  return {
    name: s.name,
    description: s.discription ?? '',
    training_type: s.training_type,
    private: s.privacy_setting === 'private',
    package: s.package,
    package_start: s.package_start ?? '',
    package_end: s.package_end ?? '',
    sessions_count: s.sessions_count ?? '',
    hidden_from_trainer_page: s.hidden_from_trainer_page,
    book_all_sessions_hint: s.book_all_sessions_hint,
    price: s.price,
    duration: s.duration,
    gender: s.gender,
    min_grade: s.min_grade === null ? '' : String(s.min_grade),
    max_grade: s.max_grade === null ? '' : String(s.max_grade),
    max_seats: s.max_seats,
    days: s.days.map(String),
    connection_detail: s.connection_detail ?? '',
    locations: s.provided_service_locations.map((l) => ({
      location: l.location,
      address: l.address,
      city: l.city ?? '',
      state: l.state ?? '',
      zip: l.zip ?? '',
    })),
  };
}

const grade = (v: string) => (v === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** What is sent: fees are left out (the server computes them); virtual trainings send no locations. */
export function toServiceInput(v: ServiceValues): TrainerServiceUpdate {
  const virtual = v.training_type === 'virtual';
  return {
    name: v.name.trim(),
    description: text(v.description),
    training_type: v.training_type,
    privacy_setting: v.private ? 'private' : 'public',
    package: v.package,
    package_start: v.package ? text(v.package_start) : null,
    package_end: v.package ? text(v.package_end) : null,
    sessions_count: v.package && v.sessions_count !== '' ? v.sessions_count : null,
    hidden_from_trainer_page: v.hidden_from_trainer_page,
    book_all_sessions_hint: v.book_all_sessions_hint,
    price: v.price === '' ? 0 : v.price,
    duration: v.duration,
    gender: v.gender,
    min_grade: grade(v.min_grade),
    max_grade: grade(v.max_grade),
    max_seats: v.training_type === 'individual' ? 1 : v.max_seats === '' ? 1 : v.max_seats,
    days: v.days.map(Number).sort((a, b) => a - b),
    connection_detail: virtual ? text(v.connection_detail) : null,
    provided_service_locations: virtual
      ? []
      : v.locations.map((l) => ({
          location: l.location.trim(),
          address: l.address.trim(),
          city: text(l.city),
          state: text(l.state),
          zip: text(l.zip),
        })),
  };
}

/** What a save sends: an edit keeps the training's status; a new one is a draft unless published. */
export function toSaveInput(
  v: ServiceValues,
  { editing, publish }: { editing: boolean; publish: boolean },
): TrainerServiceUpdate {
  const input = toServiceInput(v);
  return editing ? input : { ...input, status: publish ? 'published' : 'draft' };
}

/** Form errors keyed like the fields; the same cross-field rules the server applies. */
export function serviceErrors(v: ServiceValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.name.trim() === '') errors.name = "Name can't be blank";
  if (v.price === '') errors.price = "Price can't be blank";
  if (v.training_type !== 'virtual') {
    v.locations.forEach((l, i) => {
      if (l.location.trim() === '') errors[`locations.${i}.location`] = "Location name can't be blank";
      if (l.address.trim() === '') errors[`locations.${i}.address`] = "Address can't be blank";
    });
  }
  const input = toServiceInput(v);
  const problems = serviceProblems({
    trainingType: v.training_type,
    maxSeats: input.max_seats ?? 1,
    minGrade: input.min_grade ?? null,
    maxGrade: input.max_grade ?? null,
    connectionDetail: input.connection_detail ?? null,
    package: v.package,
    packageStart: input.package_start ?? null,
    packageEnd: input.package_end ?? null,
    sessionsCount: input.sessions_count ?? null,
    locationCount: input.provided_service_locations?.length ?? 0,
  });
  for (const problem of problems) {
    for (const [field, message] of Object.entries(problem)) {
      const key = field === 'provided_service_locations' ? 'locations' : field;
      errors[key] ??= message.charAt(0).toUpperCase() + message.slice(1);
    }
  }
  return errors;
}

/** What the player will see for a price: the fees on top, the total, and what the trainer keeps. */
/** A price the server takes: $0 to MAX_PRICE_DOLLARS in whole cents (`dollarsIn`). */
export function isPrice(price: number | ''): price is number {
  return (
    price !== '' &&
    price >= 0 &&
    price <= MAX_PRICE_DOLLARS &&
    Math.abs(price * 100 - Math.round(price * 100)) < 1e-6
  );
}

export function pricePreview(price: number | '') {
  const priceCents = Math.round((price === '' ? 0 : price) * 100);
  const { clientServiceFeeCents, stripeFeeCents } = feesForPrice(priceCents);
  return {
    priceCents,
    serviceFeeCents: clientServiceFeeCents,
    processingFeeCents: stripeFeeCents,
    totalCents: priceCents + clientServiceFeeCents + stripeFeeCents,
  };
}
