// `npm run bench`: speed and memory figures as ratios to a bare Fastify baseline measured in the
// same run (ADR 0025). The server under test is pinned to core 0, this load generator to core 1.
// Embedded database with the demo data + bench fixtures, then (when Debian's PostgreSQL is
// installed) a real PostgreSQL server with the large generated data set.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CapturedPage, PageToCapture } from './capture-queries';
import { BOOKING_PLAYERS, bookingRequests, doubleBookingFigure } from './lib/bookings';
import { bundleFigures } from './lib/bundle';
import { lighthouseFigures } from './lib/lighthouse';
import {
  type LoadFigure,
  type LoadOptions,
  measure,
  measureInTurns,
  type NextRequest,
  PAIR_SECONDS,
  PAIRS,
  type PairedFigure,
  pairedOf,
  turnRatio,
  warmUp,
} from './lib/load';
import { createMix, mixDescription } from './lib/mix';
import { startPostgres } from './lib/postgres';
import type { BenchData } from './lib/prepare-data';
import { ALL_CORES, peakRssMb, pinSelf, startPinned, stop, waitForIdle, waitForOk } from './lib/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LARGE_ATHLETES = Number(process.env.BENCH_ATHLETES ?? 100_000);
const BASE_PORT = 3901;
const APP_PORT = 3902;
const LIMIT_PORT = 3903;
// The built web app the server renders its public pages from (`npm run bench` builds it first).
const WEB_DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
// The server as production runs it (`npm start`, ADR 0029): the build `npm run bench` makes first.
// Through tsx (src/server/main.ts) its start-up and memory would include tsx's own (ADR 0044).
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';
// With the environment and Node flags `npm start` gives it (the memory's bounds, ADR 0044).
const START = /\b((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist\/server\/main\.js/.exec(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start,
);
const SERVER_ENV = Object.fromEntries(
  (START?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((assignment) => assignment.split('=') as [string, string]),
);
const SERVER_FLAGS = (START?.[2] ?? '').split(' ').filter(Boolean);
// The figures of this bench on the code before issue 23's changes, printed beside each row.
const BEFORE_FILE = 'bench/results/before-issue-23.json';
// Connections of the mixed-traffic rows (the issue: 20 and more).
const MIX_CONNECTIONS = 20;
// Not 55432/55433, where a test suite's own PostgreSQL may be listening.
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55_434);

interface Row {
  /** Stable name of the row across runs (the figure's name without what varies with the data). */
  key: string;
  figure: string;
  value: string;
  ratio?: string;
  target: string;
  ok?: boolean;
  /** The figure in a few words, for the before/after column of later runs. */
  brief?: string;
}
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const size = (bytes: number) => (bytes >= 1024 ? `${fmt(bytes / 1024, 1)} KB` : `${fmt(bytes)} B`);
const runStarted = performance.now();
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - runStarted) / 1000).toFixed(0)} s] ${message}\n`);
/** A ratio rounded down, with enough digits for the small ones (0.0028×). */
const ratioText = (ratio: number) => {
  const digits = ratio >= 0.1 ? 2 : ratio >= 0.01 ? 3 : 4;
  return (Math.floor(ratio * 10 ** digits) / 10 ** digits).toFixed(digits);
};
const push = (row: Omit<Row, 'key'> & { key?: string }): Row => {
  const added = { ...row, key: row.key ?? row.figure };
  rows.push(added);
  return added;
};

let base: LoadFigure = { rps: 1, p50: 0, p99: 1, errors: 0, non2xx: 0, bytesPerAnswer: 0 };

interface Targets {
  /** Requests/s over the baseline's. */
  minRatio?: number;
  /** p99 over the baseline's p99. */
  maxP99Ratio?: number;
  /** p99 in milliseconds. */
  maxP99Ms?: number;
}

const loadValue = (f: LoadFigure) =>
  `${fmt(f.rps, f.rps < 100 ? 1 : 0)} req/s, p50 ${fmt(f.p50, 1)} ms, p99 ${fmt(f.p99, 1)} ms, ${size(f.bytesPerAnswer)}/answer${f.non2xx === 0 && f.errors === 0 ? '' : `, ${f.non2xx} non-2xx, ${f.errors} errors`}`;

/**
 * One load figure. Without targets (figures that are only reported, such as the hot-URL rows
 * the micro-cache serves) the row is 'reported' and only has to be free of errors. A figure
 * with a target is measured in turns with the baseline (`measureInTurns`); the others are
 * compared with the last baseline row.
 */
function loadRow(
  name: string,
  measured: LoadFigure | PairedFigure,
  targets: Targets = {},
  extra: { key?: string; ratioNote?: string } = {},
) {
  const paired = 'rpsRatio' in measured;
  const f = paired ? measured.figure : measured;
  const ratio = paired ? measured.rpsRatio : f.rps / base.rps;
  const p99Ratio = paired ? measured.p99Ratio : f.p99 / Math.max(base.p99, 1);
  const clean = f.non2xx === 0 && f.errors === 0;
  const pairNote = paired
    ? ` (baseline in the same turns: ${fmt(measured.baseline.rps)} req/s, p99 ${fmt(measured.baseline.p99, 1)} ms)`
    : '';
  const { minRatio, maxP99Ratio, maxP99Ms } = targets;
  const target = [
    minRatio === undefined ? '' : `≥ ${minRatio}× rps`,
    maxP99Ratio === undefined ? '' : `p99 ≤ ${maxP99Ratio}×`,
    maxP99Ms === undefined ? '' : `p99 ≤ ${maxP99Ms} ms`,
  ].filter(Boolean);
  const ratioCell = `${ratioText(ratio)}× rps${maxP99Ratio === undefined ? '' : `, ${(Math.ceil(p99Ratio * 10) / 10).toFixed(1)}× p99`}`;
  return push({
    key: extra.key ?? name,
    figure: name,
    value: `${loadValue(f)}${pairNote}`,
    // Rounded down and p99 up: a figure under its target never prints as the target itself.
    ratio: extra.ratioNote ? `${ratioCell}; ${extra.ratioNote}` : ratioCell,
    target: target.length > 0 ? target.join(', ') : 'reported',
    ok:
      (minRatio === undefined || ratio >= minRatio) &&
      (maxP99Ratio === undefined || p99Ratio <= maxP99Ratio) &&
      (maxP99Ms === undefined || f.p99 <= maxP99Ms) &&
      clean,
    brief: `${fmt(f.rps, f.rps < 100 ? 1 : 0)} req/s, p99 ${fmt(f.p99, 0)} ms (${ratioText(ratio)}×)${extra.ratioNote ? `; ${extra.ratioNote}` : ''}`,
  });
}

const BASELINE_URL = `http://127.0.0.1:${BASE_PORT}/healthz`;
const load = (url: string, extra: Partial<LoadOptions> = {}) =>
  measure({ url, seconds: SECONDS, rounds: ROUNDS, warmUpSeconds: 1, ...extra });

/** Where the bench's own processes get the data: the embedded database's folder, or PostgreSQL. */
type Target = { mode: 'embedded'; dataDir: string } | { mode: 'postgres'; url: string };

/**
 * The SQL of one request of each uncached page, from `bench/capture-queries.ts` in a process of
 * its own (like the data's preparation): the load generator never holds a database.
 */
async function captureQueries(target: Target, pages: PageToCapture[], work: string) {
  const pagesFile = path.join(work, 'pages-to-capture.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  const captured = await runApart<Record<string, CapturedPage>>('bench/capture-queries.ts', [
    target.mode,
    target.mode === 'embedded' ? target.dataDir : target.url,
    pagesFile,
  ]);
  const file = path.join(work, `captured-${target.mode}.json`);
  writeFileSync(file, JSON.stringify(captured));
  for (const [name, page] of Object.entries(captured)) {
    const statements = page.groups.reduce((n, g) => n + g.length, 0);
    log(`${name}: ${statements} statements in ${page.groups.length} round trips`);
  }
  return { file, captured };
}

/** Every HTTP figure of one database: the app started on core 0, loaded from core 1. */
async function measureApp(label: string, target: Target, data: BenchData, work: string) {
  const api = `http://127.0.0.1:${APP_PORT}`;
  const limitApi = `http://127.0.0.1:${LIMIT_PORT}`;
  const list = `/v1/client/athletes?per_page=10&q[college_slug_eql]=${data.collegeSlug}&q[gender_eq]=female`;
  const schedule = `/v1/client/colleges/${data.collegeSlug}?per_page=10`;
  const bookingsList = '/v1/client/bookings?page=1&per_page=10&q[status_not_eq]=3';
  // Uncached: each request is an answer the read cache (ADR 0037) has not got, so it is worked
  // out anew, as for a visitor asking what nobody asked in the cache's time (most pages of a large
  // catalogue). The public reads are cached by their arguments, so each request carries one that
  // changes nothing the page shows or reads: a private training's slug that does not exist, a
  // place text that is a street (it filters nothing), a day long past to continue after. (Until
  // ADR 0037 a token in the request kept it past the micro-cache; the before figures were
  // measured so.)
  const player = { email: data.playerEmail, password: 'TrainHub2026!' };
  const pastDay = (n: number) =>
    new Date(Date.UTC(1900, 0, 1) + (n % 40_000) * 86_400_000).toISOString().slice(0, 10);
  const pages: (Omit<PageToCapture, 'urls'> & {
    title: string;
    /** The page's address for the n-th request. */
    path: (n: number) => string;
    targets: Targets;
  })[] = [
    {
      name: 'trainer-page',
      title: 'Trainer page (10 options, 60 days of slots, 200 bookings), uncached',
      path: (n) => `/v1/client/athletes/${data.heavyTrainerSlug}?provided_service=bench-${n}`,
      targets: target.mode === 'postgres' ? { minRatio: 0.015 } : {},
    },
    {
      name: 'athletes-list',
      title: 'Athletes list, school + gender filters, page 1, uncached',
      path: (n) => `${list}&page=1&q[athlete_search_eql]=${n}%20Bench%20Street`,
      targets: { minRatio: 0.03 },
    },
    {
      name: 'school-schedule',
      title: 'School schedule, first page (up to 100 openings), uncached',
      path: (n) => `${schedule}&page=1&last_date=${pastDay(n)}`,
      targets: {},
    },
    {
      name: 'bookings-list',
      title: 'Bookings list of a player with 500 bookings (never cached)',
      path: () => bookingsList,
      signIn: player,
      targets: { minRatio: 0.03, maxP99Ms: 50 },
    },
  ];

  // The limit's SQL is captured before the app starts: on the embedded database from a copy of
  // its folder (one process per PGlite folder), which the limit server opens later.
  let limitTarget = target;
  if (target.mode === 'embedded') {
    const copy = path.join(work, `${path.basename(target.dataDir)}-limit`);
    cpSync(target.dataDir, copy, { recursive: true });
    limitTarget = { mode: 'embedded', dataDir: copy };
  }
  log(`${label}: capturing the SQL of the uncached pages`);
  const { file: queriesFile } = await captureQueries(
    limitTarget,
    pages.map(({ name, signIn, path: at }) => ({
      name,
      urls: [at(0), at(1)],
      ...(signIn ? { signIn } : {}),
    })),
    work,
  );
  log(`${label}: starting the app`);
  const app = startPinned(
    SERVER,
    {
      ...SERVER_ENV,
      PORT: String(APP_PORT),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: WEB_DIST,
      // The load generator stands for the proxy in front of the app: sign-ins of the mixed
      // traffic come from many addresses (X-Forwarded-For), as people's do.
      TRUST_PROXY: '127.0.0.1',
      ...(target.mode === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }),
    },
    0,
    SERVER_FLAGS,
  );
  const startMs = await waitForOk(`${api}/healthz`);
  const embedded = target.mode === 'embedded';
  push({
    figure: `Start-up, ${label}: existing data → first 200 /healthz`,
    value: `${fmt(startMs)} ms`,
    target: embedded ? '≤ 3,000 ms' : 'reported',
    ...(embedded ? { ok: startMs <= 3000 } : {}),
  });
  const signIn = await fetch(`${api}/v1/client/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(player),
  });
  const token: string = (await signIn.json()).data.attributes.auth_token;
  const settledMs = await waitForIdle(app.pid ?? 0);
  log(`${label}: start-up work done ${fmt(settledMs / 1000, 1)} s after the first 200`);
  // Started once the app has started (both on core 0): its start-up is not the app's.
  const limitServer = startPinned(
    'bench/limit-server.ts',
    {
      PORT: String(LIMIT_PORT),
      QUERIES: queriesFile,
      ...(limitTarget.mode === 'postgres'
        ? { DATABASE_URL: limitTarget.url }
        : { DATA_DIR: limitTarget.dataDir }),
    },
    0,
  );
  await waitForOk(`${limitApi}/limit/trainer-page`);

  log(`${label}: hot URLs (micro-cache)`);
  // The whole app warmed up before its first figure (the health check), not just that route.
  await warmUp([
    `${api}/healthz`,
    `${api}${list}&page=1`,
    `${api}/v1/client/athletes/${data.heavyTrainerSlug}`,
    `${api}/healthz`,
  ]);
  // One URL asked again and again: served from the micro-cache, reported only. (The deep page
  // of the list, the list with sport and place filters and the schedule's second page were
  // rows of their own; served from the cache, they measured what these rows measure.)
  loadRow(`GET /healthz through every hook of the app (${label})`, await load(`${api}/healthz`));
  loadRow(
    `Athletes list, school + gender filters, page 1, one hot URL (${label})`,
    await load(`${api}${list}&page=1`),
  );
  loadRow(
    `Trainer page (10 options, 60 days of slots, 200 bookings), one hot URL (${label})`,
    await load(`${api}/v1/client/athletes/${data.heavyTrainerSlug}`),
  );
  loadRow(`School schedule, first page, one hot URL (${label})`, await load(`${api}${schedule}&page=1`));
  loadRow(`Group page, one hot URL (${label})`, await load(`${api}/v2/athlete/groups/${data.groupSlug}`));

  // Each uncached page in turns with the baseline and with its limit: the same SQL from a bare
  // Fastify route on the same database.
  for (const page of pages) {
    log(`${label}: ${page.name}, uncached, and its limit`);
    const headers: Record<string, string> = page.signIn ? { 'auth-token': token } : {};
    let n = 2;
    const next = (): NextRequest => ({ method: 'GET', path: page.path(n++), headers });
    // (Rounds of 1 s are too short: autocannon counts requests/s once a second, and a round of
    // 1 s of slow answers reported none.)
    const turns = await measureInTurns([
      { url: BASELINE_URL },
      { url: `${limitApi}/limit/${page.name}`, warmUpSeconds: 1 },
      { url: api, next, warmUpSeconds: 2 },
    ]);
    const overLimit = turnRatio(turns, 2, 1).rps;
    loadRow(`${page.title} (${label})`, pairedOf(turns, 2), page.targets, {
      ratioNote: `${ratioText(overLimit)}× its limit`,
    });
    loadRow(
      `The limit of the row above: its SQL from a bare Fastify route (${label})`,
      pairedOf(turns, 1),
      {},
      {
        key: `The limit: ${page.name} (${label})`,
        ratioNote: `the page does ${ratioText(overLimit)}× this (aim ≥ 0.5)`,
      },
    );
  }
  await stop(limitServer);

  log(`${label}: booking creation`);
  const bookings = await measureInTurns([
    { url: BASELINE_URL },
    {
      url: api,
      next: bookingRequests(data.booking, BOOKING_PLAYERS),
      connections: BOOKING_PLAYERS.length,
      warmUpSeconds: 2,
    },
  ]);
  loadRow(`Booking creation, 10 players at once: bookings/s (${label})`, pairedOf(bookings, 1), {
    minRatio: 0.006,
  });

  log(`${label}: mixed traffic`);
  const mix = createMix(data);
  for (const sample of mix.samples()) {
    const r = sample.request;
    const res = await fetch(`${api}${r.path}`, {
      method: r.method,
      headers: { 'accept-encoding': 'gzip', ...r.headers },
      ...(r.body ? { body: r.body } : {}),
    });
    const body = await res.text();
    if (res.status >= 300)
      throw new Error(`mixed traffic: ${sample.kind} ${r.method} ${r.path} answered ${res.status}`);
    // A build without its renderer (or a renderer that fails) sends the single-page shell: the
    // mix would then measure sending a file, not rendering a page.
    if (sample.kind.endsWith('Html') && body.includes('<div id="root"></div>'))
      throw new Error(`mixed traffic: ${r.path} came as the single-page shell, not rendered (${WEB_DIST})`);
  }
  const mixTurns = await measureInTurns([
    { url: BASELINE_URL },
    { url: api, next: mix.readOnly, connections: MIX_CONNECTIONS, warmUpSeconds: 2 },
    { url: api, next: mix.mixed, connections: MIX_CONNECTIONS, warmUpSeconds: 2 },
  ]);
  const mixName = `${mixDescription(data)}; ${MIX_CONNECTIONS} connections`;
  loadRow(
    `Mixed traffic, reads only: ${mixName} (${label})`,
    pairedOf(mixTurns, 1),
    {},
    {
      key: `Mixed traffic, reads only (${label})`,
    },
  );
  const writesOverReads = turnRatio(mixTurns, 2, 1).rps;
  const mixed = pairedOf(mixTurns, 2);
  const mixRow = loadRow(
    `Mixed traffic, the same with 3% writes (1% each: sign-ins, profile updates, bookings) (${label})`,
    mixed,
    { maxP99Ms: 100 },
    { ratioNote: `${ratioText(writesOverReads)}× reads only` },
  );
  // Its speed target is over the reads-only row of the same turns, not over the baseline.
  mixRow.target = '≥ 0.5× reads only, p99 ≤ 100 ms';
  mixRow.ok = mixRow.ok === true && writesOverReads >= 0.5;

  const race = await doubleBookingFigure(api, data.booking);
  push({
    figure: `Double booking: simultaneous attempts at the last seats (${label})`,
    value: `${race.attempts} attempts, ${race.seats} seats, ${race.successes} booked, ${race.conflicts} × 409, ${race.other} other`,
    target: 'booked = seats',
    ok: race.successes === race.seats && race.other === 0,
  });
  const peak = peakRssMb(app.pid ?? 0);
  push({
    figure: `Peak memory of the server after the runs above (${label}, VmHWM)`,
    value: `${fmt(peak)} MB`,
    target: '≤ 400 MB',
    ok: peak <= 400,
  });
  await stop(app);
}

/**
 * The bare Fastify hello-world every ratio is taken against, on the server's core for the
 * whole run (idle while the app is measured): `base` for the rows without a target, and the
 * partner of every paired figure.
 */
const baselineServer = startPinned('bench/baseline-server.ts', { PORT: String(BASE_PORT) }, 0);

async function measureBaseline(when: string) {
  log(`baseline, ${when}`);
  base = await load(BASELINE_URL);
  push({
    figure: `Baseline: bare Fastify hello-world, ${when}`,
    value: `${fmt(base.rps)} req/s, p50 ${fmt(base.p50, 1)} ms, p99 ${fmt(base.p99, 1)} ms`,
    ratio: '1.00×',
    target: '—',
  });
}

/** Lighthouse (mobile) on the built web app served by the embedded server. */
async function measureLighthouse(dataDir: string, data: BenchData) {
  log('lighthouse');
  const app = startPinned(
    SERVER,
    {
      ...SERVER_ENV,
      PORT: String(APP_PORT),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB_DIST,
    },
    0,
    SERVER_FLAGS,
  );
  await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  const web = `http://127.0.0.1:${APP_PORT}`;
  const pages = [
    { kind: 'landing', name: 'landing /', url: `${web}/` },
    {
      kind: 'trainer page',
      name: `trainer page /${data.demoTrainerSlug}`,
      url: `${web}/${data.demoTrainerSlug}`,
    },
    { kind: 'school page', name: `school page /s/${data.collegeSlug}`, url: `${web}/s/${data.collegeSlug}` },
  ];
  // Chromium inherits this process's core: pinned to the load generator's one core, its
  // browser, renderer and compositor processes would share it with Lighthouse itself, which no
  // phone does (Lighthouse then scored 2-5 points lower). The server stays on core 0.
  pinSelf(ALL_CORES);
  try {
    const figures = await lighthouseFigures(pages.map((p) => p.url));
    figures.forEach((f, i) => {
      const ok = f.performance >= 95 && f.accessibility >= 95 && f.bestPractices >= 95;
      push({
        key: `Lighthouse mobile: ${pages[i]?.kind}`,
        brief: `performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}`,
        figure: `Lighthouse mobile (median of ${f.performanceRuns.length} runs): ${pages[i]?.name}`,
        value: `performance ${f.performance} (runs: ${f.performanceRuns.join(', ')}), accessibility ${f.accessibility}, best practices ${f.bestPractices}; LCP ${fmt(f.lcpMs)} ms, CLS ${f.cls.toFixed(3)}, TBT ${fmt(f.tbtMs)} ms; CPU slowdown ${f.cpuMultiplier.toFixed(1)}× (host benchmark index ${fmt(f.benchmarkIndex)})`,
        target: '≥ 95 / 95 / 95',
        ok,
      });
    });
  } finally {
    pinSelf(1);
    await stop(app);
  }
}

/**
 * Runs a script of the bench in a process of its own (on the load generator's core, where the
 * preparation ran before) and returns what it printed last, JSON: the load generator never
 * holds a database.
 */
async function runApart<T>(script: string, args: string[]): Promise<T> {
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args[0]} exited ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as T;
}

/** `bench/prepare.ts`: the data of one database, prepared apart. */
const prepareApart = <T>(args: string[]) => runApart<T>('bench/prepare.ts', args);

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build (npm run bench builds first)`);
pinSelf(1);
const work = mkdtempSync(path.join(tmpdir(), 'trainhub-bench-'));
try {
  await waitForOk(BASELINE_URL);
  await measureBaseline('before the embedded figures');

  // BENCH_SKIP_EMBEDDED / BENCH_SKIP_POSTGRES / BENCH_SKIP_LIGHTHOUSE: one part alone, while working on it.
  if (!process.env.BENCH_SKIP_EMBEDDED) {
    log('embedded: first start on an empty database');
    const fresh = startPinned(
      SERVER,
      {
        ...SERVER_ENV,
        PORT: String(APP_PORT),
        DATA_DIR: path.join(work, 'fresh'),
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(work, 'no-web'),
      },
      0,
      SERVER_FLAGS,
    );
    const firstStartMs = await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
    await stop(fresh);
    push({
      figure: 'Start-up, embedded: empty database (migrate + demo seed) → first 200 /healthz',
      value: `${fmt(firstStartMs)} ms`,
      target: 'reported',
    });

    log('embedded: preparing data');
    const dataDir = path.join(work, 'embedded');
    const { data: embeddedData } = await prepareApart<{ data: BenchData }>(['embedded', dataDir]);
    await measureApp('embedded', { mode: 'embedded', dataDir }, embeddedData, work);
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) await measureLighthouse(dataDir, embeddedData);
  }

  const pg = process.env.BENCH_SKIP_POSTGRES ? undefined : startPostgres(PG_PORT);
  if (!pg) {
    push({
      figure: 'PostgreSQL figures',
      value: 'skipped: no PostgreSQL server binaries (apt-get install postgresql)',
      target: '—',
    });
  } else {
    try {
      log(`postgres: generating ${fmt(LARGE_ATHLETES)} athletes`);
      const { data: pgData, generated } = await prepareApart<{
        data: BenchData;
        generated: { athletes: number; services: number; calendarEntries: number; seconds: number };
      }>(['postgres', pg.url, String(LARGE_ATHLETES)]);
      // Loaded on both cores; measured, like the app, on core 0 only.
      pg.pin(0);
      push({
        figure: 'PostgreSQL data set',
        value: `${fmt(generated.athletes)} athletes, ${fmt(generated.services)} options, ${fmt(generated.calendarEntries)} calendar entries (${fmt(generated.seconds)} s to generate)`,
        target: '—',
      });
      // Minutes have passed (data generation): the machine's speed may have drifted since the
      // first baseline, so the PostgreSQL figures get a baseline of their own, taken just before.
      await measureBaseline('before the PostgreSQL figures');
      await measureApp('PostgreSQL', { mode: 'postgres', url: pg.url }, pgData, work);
    } finally {
      pg.stop();
    }
  }

  for (const b of bundleFigures()) {
    push({
      figure: `Web: initial JS of ${b.route}`,
      value: `${fmt(b.gzipKb, 1)} KB gz`,
      target: b.budgetKb ? `≤ ${b.budgetKb} KB gz` : 'reported',
      ...(b.budgetKb ? { ok: b.gzipKb <= b.budgetKb } : {}),
    });
  }
} finally {
  await stop(baselineServer);
  rmSync(work, { recursive: true, force: true });
}

// Each row's figure in a few words, by its key: this run's in latest.json, and the figures before
// issue 23's changes (BENCH_SAVE_BEFORE=1 keeps this run's as those) in a column of their own.
const briefs = Object.fromEntries(rows.map((r) => [r.key, r.brief ?? r.value]));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(briefs, null, 2)}\n`);
if (process.env.BENCH_SAVE_BEFORE) writeFileSync(BEFORE_FILE, `${JSON.stringify(briefs, null, 2)}\n`);
const before: Record<string, string> = existsSync(BEFORE_FILE)
  ? (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as Record<string, string>)
  : {};
const table = [
  '| figure | measured | ratio to baseline | target | meets | before (issue 23) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.figure} | ${r.value} | ${r.ratio ?? ''} | ${r.target} | ${r.ok === undefined ? '' : r.ok ? 'yes' : 'NO'} | ${before[r.key] ?? ''} |`,
  ),
].join('\n');
const minutes = (performance.now() - runStarted) / 60_000;
const header = `# Benchmarks\n\n${new Date().toISOString().slice(0, 16)}Z; figures with a target: ${PAIRS} rounds of ${PAIR_SECONDS} s after a warm-up, each right after a ${PAIR_SECONDS}-second round of the baseline (an uncached page right after one of its limit, itself right after the baseline's), the median of the per-round ratios (ADR 0025); other load figures: medians of ${ROUNDS} rounds × ${SECONDS} s after a warm-up, compared with the baseline row above them; server (and PostgreSQL) on core 0, load generator on core 1; whole run ${minutes.toFixed(1)} min. The last column: this bench on the code before issue 23's changes (${BEFORE_FILE}).\n\n`;
console.log(`\n${table}\n`);
writeFileSync('bench/results/latest.md', `${header}${table}\n`);
console.log('written to bench/results/latest.md');
