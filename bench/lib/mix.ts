// The requests of the mixed-traffic rows and of booking creation (`LoadOptions.next`): many
// different pages across the catalogue, as visitors spread over it, and writes by players.
import { bookingRequests } from './bookings';
import type { NextRequest } from './load';
import type { BenchData } from './prepare-data';

/** A read of the mix: its kind (READ_SHARES) and its address. */
interface Page {
  kind: string;
  path: string;
}

/**
 * Share of each kind of page in the reads. Trainer and school pages come both as the API's JSON
 * (what the web app asks for when it moves to a page) and as the server-rendered HTML (the
 * first page of a visit, a link followed from a search engine); lists with filters are the
 * search a visit starts with.
 */
const READ_SHARES = {
  trainerApi: 30,
  trainerHtml: 15,
  schoolApi: 15,
  schoolHtml: 10,
  list: 30,
} as const;
type ReadKind = keyof typeof READ_SHARES;

/**
 * Popularity of pages within a kind: Zipf-like, the page of rank r asked for in proportion to
 * r^-0.8 (web requests to a site follow such a law with an exponent of 0.64-0.83: Breslau et
 * al., "Web Caching and Zipf-like Distributions", INFOCOM 1999). A few pages are asked for
 * often, most pages rarely, none never.
 */
const ZIPF_EXPONENT = 0.8;

/** Writes per 100 requests of the mixed traffic, at fixed places among them: 3%. */
const WRITE_SLOTS = { 16: 'signIn', 49: 'profileUpdate', 82: 'booking' } as const;

/** Deterministic pseudo-random numbers (mulberry32): the same order of pages in every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Picks an index of `n` ranked items with Zipf-like popularity (cumulative weights, bisection). */
function zipfPicker(n: number, rand: () => number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) {
    total += (r + 1) ** -ZIPF_EXPONENT;
    cumulative[r] = total;
  }
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Every page of the mix, by kind, each kind in its (shuffled) order of popularity. */
export function mixPages(data: BenchData): Record<ReadKind, Page[]> {
  const rand = random(23);
  const c = data.catalogue;
  const trainers = shuffled(
    [...new Set([...c.trainerSlugs, data.heavyTrainerSlug, data.booking.trainerSlug])],
    rand,
  );
  const schools = shuffled(c.collegeSlugs, rand);
  const list = (q: string, page: number) => `/v1/client/athletes?per_page=10&page=${page}${q}`;
  const lists: string[] = [];
  for (const school of c.collegeSlugs) {
    for (const gender of ['', 'female', 'male']) {
      const q = `&q[college_slug_eql]=${encodeURIComponent(school)}${gender ? `&q[gender_eq]=${gender}` : ''}`;
      lists.push(list(q, 1), list(q, 2));
    }
  }
  for (const sport of c.sportIds)
    for (const page of [1, 2, 3]) lists.push(list(`&q[sport_id_eq]=${sport}`, page));
  for (const place of c.places) lists.push(list(`&q[athlete_search_eql]=${encodeURIComponent(place)}`, 1));
  for (const page of [1, 2, 3, 4, 5]) lists.push(list('', page));
  const of = (kind: ReadKind, paths: string[]) => paths.map((path) => ({ kind, path }));
  return {
    trainerApi: of(
      'trainerApi',
      trainers.map((slug) => `/v1/client/athletes/${slug}`),
    ),
    trainerHtml: of(
      'trainerHtml',
      trainers.map((slug) => `/${slug}`),
    ),
    schoolApi: of(
      'schoolApi',
      schools.map((slug) => `/v1/client/colleges/${slug}?per_page=10&page=1`),
    ),
    schoolHtml: of(
      'schoolHtml',
      schools.map((slug) => `/s/${slug}`),
    ),
    list: of('list', shuffled(lists, rand)),
  };
}

const json = { 'content-type': 'application/json' };

/** The mixed traffic's booking players: the fixture's others (10-59), never 0-9's openings twice. */
const MIX_BOOKING_PLAYERS = Array.from({ length: 50 }, (_, i) => 10 + i);

export interface Mix {
  /** The reads only: the same pages in the same proportions, no writes. */
  readOnly: () => NextRequest;
  /** 97 reads and 3 writes in every 100 requests: a sign-in, a profile update, a booking. */
  mixed: () => NextRequest;
  /** One request of each kind and each write, for a check before the load. */
  samples: () => { kind: string; request: NextRequest }[];
}

export function createMix(data: BenchData): Mix {
  const pages = mixPages(data);
  const rand = random(2026);
  const kinds = Object.keys(READ_SHARES) as ReadKind[];
  const shareTotal = kinds.reduce((n, k) => n + READ_SHARES[k], 0);
  const pickers = Object.fromEntries(kinds.map((k) => [k, zipfPicker(pages[k].length, rand)])) as Record<
    ReadKind,
    () => number
  >;
  const read = (): NextRequest => {
    let x = rand() * shareTotal;
    let kind: ReadKind = 'list';
    for (const k of kinds) {
      x -= READ_SHARES[k];
      if (x < 0) {
        kind = k;
        break;
      }
    }
    const page = pages[kind][pickers[kind]()];
    return { method: 'GET', path: page?.path ?? '/healthz' };
  };

  const fixture = data.booking;
  let signIns = 0;
  // Sign-ins come from many addresses, as people's do (bench/run.ts starts the app trusting the
  // load generator as its proxy: TRUST_PROXY=127.0.0.1).
  const signIn = (): NextRequest => {
    const n = signIns++;
    const player = 10 + (n % 50);
    return {
      method: 'POST',
      path: '/v1/client/sessions',
      headers: { ...json, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ email: fixture.emails[player], password: fixture.password }),
    };
  };
  let updates = 0;
  const profileUpdate = (): NextRequest => {
    const n = updates++;
    return {
      method: 'PUT',
      path: '/v1/client/profiles',
      headers: { ...json, 'auth-token': fixture.tokens[10 + (n % 50)] ?? '' },
      body: JSON.stringify({ client: { hometown_city: `Lexington ${n % 7}` } }),
    };
  };
  const booking = bookingRequests(fixture, MIX_BOOKING_PLAYERS);
  const writes = { signIn, profileUpdate, booking };

  let count = 0;
  return {
    readOnly: read,
    mixed: () => {
      const slot = WRITE_SLOTS[(count++ % 100) as keyof typeof WRITE_SLOTS];
      return slot ? writes[slot]() : read();
    },
    samples: () => [
      ...kinds.map((kind) => ({
        kind,
        request: { method: 'GET' as const, path: pages[kind][0]?.path ?? '' },
      })),
      ...Object.entries(writes).map(([kind, write]) => ({ kind, request: write() })),
    ],
  };
}

/** The mix's shares, for the row's name: `trainer 45%, ...`. */
export function mixDescription(data: BenchData): string {
  const pages = mixPages(data);
  return `${pages.trainerApi.length} trainers (API ${READ_SHARES.trainerApi}%, HTML ${READ_SHARES.trainerHtml}%), ${pages.schoolApi.length} schools (API ${READ_SHARES.schoolApi}%, HTML ${READ_SHARES.schoolHtml}%), ${pages.list.length} filtered lists (${READ_SHARES.list}%) of the reads; Zipf popularity (s = ${ZIPF_EXPONENT})`;
}
