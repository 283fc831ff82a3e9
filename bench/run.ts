// `npm run bench`: speed and memory figures as ratios to a bare Fastify baseline measured in the
// same run (ADR 0025). The server under test is pinned to core 0, this load generator to core 1.
// Embedded database with the demo data + bench fixtures, then (when Debian's PostgreSQL is
// installed) a real PostgreSQL server with the large generated data set.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingThroughput, doubleBookingFigure } from './lib/bookings';
import { bundleFigures } from './lib/bundle';
import { lighthouseFigures } from './lib/lighthouse';
import {
  type LoadFigure,
  measure,
  measurePaired,
  PAIR_SECONDS,
  PAIRS,
  type PairedFigure,
  warmUp,
} from './lib/load';
import { startPostgres } from './lib/postgres';
import type { BenchData } from './lib/prepare-data';
import { ALL_CORES, peakRssMb, pinSelf, startPinned, stop, waitForIdle, waitForOk } from './lib/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LARGE_ATHLETES = Number(process.env.BENCH_ATHLETES ?? 100_000);
const BASE_PORT = 3901;
const APP_PORT = 3902;
// Not 55432/55433, where a test suite's own PostgreSQL may be listening.
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55_434);

interface Row {
  figure: string;
  value: string;
  ratio?: string;
  target: string;
  ok?: boolean;
}
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const size = (bytes: number) => (bytes >= 1024 ? `${fmt(bytes / 1024, 1)} KB` : `${fmt(bytes)} B`);
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

let base: LoadFigure = { rps: 1, p50: 0, p99: 1, errors: 0, non2xx: 0, bytesPerAnswer: 0 };

/**
 * One load figure. `minRatio` is the endpoint's speed target; without one (figures that are only
 * reported, and the diagnostic rows past the micro-cache) the row is
 * 'reported' and only has to be free of errors. A figure with a target is measured in pairs
 * with the baseline (`measurePaired`); the others are compared with the last baseline row.
 */
function loadRow(name: string, measured: LoadFigure | PairedFigure, minRatio?: number, maxP99Ratio?: number) {
  const paired = 'rpsRatio' in measured;
  const f = paired ? measured.figure : measured;
  const ratio = paired ? measured.rpsRatio : f.rps / base.rps;
  const p99Ratio = paired ? measured.p99Ratio : f.p99 / Math.max(base.p99, 1);
  const clean = f.non2xx === 0 && f.errors === 0;
  const pairNote = paired
    ? ` (paired with the baseline: ${fmt(measured.baseline.rps)} req/s, p99 ${fmt(measured.baseline.p99, 1)} ms)`
    : '';
  rows.push({
    figure: name,
    value: `${fmt(f.rps)} req/s, p50 ${fmt(f.p50, 1)} ms, p99 ${fmt(f.p99, 1)} ms, ${size(f.bytesPerAnswer)}/answer${clean ? '' : `, ${f.non2xx} non-2xx, ${f.errors} errors`}${pairNote}`,
    // Rounded down and p99 up: a figure under its target never prints as the target itself.
    ratio: `${(Math.floor(ratio * 100) / 100).toFixed(2)}× rps${maxP99Ratio === undefined ? '' : `, ${(Math.ceil(p99Ratio * 10) / 10).toFixed(1)}× p99`}`,
    target:
      minRatio === undefined
        ? 'reported'
        : `≥ ${minRatio}× rps${maxP99Ratio === undefined ? '' : `, p99 ≤ ${maxP99Ratio}×`}`,
    ok:
      (minRatio === undefined || ratio >= minRatio) &&
      (maxP99Ratio === undefined || p99Ratio <= maxP99Ratio) &&
      clean,
  });
}

const BASELINE_URL = `http://127.0.0.1:${BASE_PORT}/healthz`;
const load = (url: string, extra: Partial<Parameters<typeof measure>[0]> = {}) =>
  measure({ url, seconds: SECONDS, rounds: ROUNDS, ...extra });
const loadPaired = (url: string, extra: Partial<Parameters<typeof measure>[0]> = {}) =>
  measurePaired({ url, ...extra }, BASELINE_URL);

/** Every HTTP figure of one database: the app started on core 0, loaded from core 1. */
async function measureApp(label: string, env: Record<string, string>, data: BenchData, work: string) {
  log(`${label}: starting the app`);
  const app = startPinned(
    'src/server/main.ts',
    {
      PORT: String(APP_PORT),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(work, 'no-web'),
      ...env,
    },
    0,
  );
  const startMs = await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  rows.push({
    figure: `Start-up, ${label}: existing data → first 200 /healthz`,
    value: `${fmt(startMs)} ms`,
    target: 'reported',
  });
  const api = `http://127.0.0.1:${APP_PORT}`;
  const signIn = await fetch(`${api}/v1/client/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: data.playerEmail, password: 'TrainHub2026!' }),
  });
  const token: string = (await signIn.json()).data.attributes.auth_token;
  const settledMs = await waitForIdle(app.pid ?? 0);
  log(`${label}: start-up work done ${fmt(settledMs / 1000, 1)} s after the first 200`);

  log(`${label}: load`);
  const list = `${api}/v1/client/athletes?per_page=10&q[college_slug_eql]=${data.collegeSlug}&q[gender_eq]=female`;
  // The whole app warmed up before its first figure (the health check), not just that route.
  await warmUp([
    `${api}/healthz`,
    `${list}&page=1`,
    `${api}/v1/client/athletes/${data.heavyTrainerSlug}`,
    `${api}/healthz`,
  ]);
  loadRow(`GET /healthz through every hook of the app (${label})`, await loadPaired(`${api}/healthz`), 0.85);
  loadRow(
    `Athletes list, school + gender filters, page 1 (${label})`,
    await loadPaired(`${list}&page=1`),
    0.5,
    4,
  );
  const total: number = (await (await fetch(`${api}/v1/client/athletes?per_page=10&page=1`)).json()).pagy
    .count;
  const deepPage = Math.min(50, Math.max(1, Math.ceil(total / 10)));
  loadRow(
    `Athletes list, no filter, page ${deepPage} of ${fmt(Math.ceil(total / 10))} (${label})`,
    await loadPaired(`${api}/v1/client/athletes?per_page=10&page=${deepPage}`),
    0.5,
    4,
  );
  loadRow(
    `Athletes list, sport + location text filters (${label})`,
    await loadPaired(
      `${api}/v1/client/athletes?per_page=10&page=1&q[sport_id_eq]=1&q[athlete_search_eql]=KY`,
    ),
    0.5,
    4,
  );
  loadRow(
    `Athlete page: 10 options, 60 days of slots, 200 bookings (${label})`,
    await loadPaired(`${api}/v1/client/athletes/${data.heavyTrainerSlug}`),
    0.3,
  );
  // The same two pages past the micro-cache (a request with a token is never served from it):
  // what each request costs the database when every visitor asks something new.
  const uncached = { headers: { 'auth-token': 'bench-bypasses-the-cache' } };
  loadRow(`Athletes list, page 1, uncached (${label})`, await load(`${list}&page=1`, uncached));
  loadRow(
    `Athlete page, uncached (${label})`,
    await load(`${api}/v1/client/athletes/${data.heavyTrainerSlug}`, uncached),
  );
  const schedule = `${api}/v1/client/colleges/${data.collegeSlug}?per_page=10`;
  loadRow(`School schedule, first page: up to 100 openings (${label})`, await load(`${schedule}&page=1`));
  // The page the school's schedule asks for on scroll: the days strictly after page 1's last.
  const firstDays = Object.keys((await (await fetch(`${schedule}&page=1`)).json()).data.attributes.schedules);
  const lastDate = firstDays.at(-1);
  if (!lastDate) throw new Error(`the school ${data.collegeSlug} has no openings to page through`);
  loadRow(
    `School schedule, page 2 after last_date=${lastDate} (${label})`,
    await load(`${schedule}&page=2&last_date=${lastDate}`),
  );
  loadRow(`Group page (${label})`, await load(`${api}/v2/athlete/groups/${data.groupSlug}`));
  loadRow(
    `Bookings list of a player with 500 bookings (${label})`,
    await load(`${api}/v1/client/bookings?page=1&per_page=10&q[status_not_eq]=3`, {
      headers: { 'auth-token': token },
    }),
  );

  log(`${label}: bookings`);
  const throughput = await bookingThroughput(api, data.booking, SECONDS * 2);
  rows.push({
    figure: `Booking creation, 10 players at once (${label})`,
    value: `${fmt(throughput.perSecond, 1)} bookings/s (${throughput.created} created, ${throughput.failed} refused)`,
    target: 'reported',
    ok: throughput.failed === 0,
  });
  const race = await doubleBookingFigure(api, data.booking);
  rows.push({
    figure: `Double booking: simultaneous attempts at the last seats (${label})`,
    value: `${race.attempts} attempts, ${race.seats} seats, ${race.successes} booked, ${race.conflicts} × 409, ${race.other} other`,
    target: 'booked = seats',
    ok: race.successes === race.seats && race.other === 0,
  });
  rows.push({
    figure: `Peak memory of the server after the runs above (${label}, VmHWM)`,
    value: `${fmt(peakRssMb(app.pid ?? 0))} MB`,
    target: 'reported',
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
  rows.push({
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
    'src/server/main.ts',
    {
      PORT: String(APP_PORT),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: 'dist/web',
    },
    0,
  );
  await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  const web = `http://127.0.0.1:${APP_PORT}`;
  const pages = [
    { name: 'landing /', url: `${web}/` },
    { name: `trainer page /${data.demoTrainerSlug}`, url: `${web}/${data.demoTrainerSlug}` },
    { name: `school page /s/${data.collegeSlug}`, url: `${web}/s/${data.collegeSlug}` },
  ];
  // Chromium inherits this process's core: pinned to the load generator's one core, its
  // browser, renderer and compositor processes would share it with Lighthouse itself, which no
  // phone does (Lighthouse then scored 2-5 points lower). The server stays on core 0.
  pinSelf(ALL_CORES);
  try {
    const figures = await lighthouseFigures(pages.map((p) => p.url));
    figures.forEach((f, i) => {
      const ok = f.performance >= 95 && f.accessibility >= 95 && f.bestPractices >= 95;
      rows.push({
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
 * Runs `bench/prepare.ts` in a process of its own (on the load generator's core, where the
 * preparation ran before) and returns what it printed last: the load generator never holds a
 * database.
 */
async function prepareApart<T>(args: string[]): Promise<T> {
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'bench/prepare.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`bench/prepare.ts ${args[0]} exited ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as T;
}

pinSelf(1);
const work = mkdtempSync(path.join(tmpdir(), 'trainhub-bench-'));
const benchStarted = performance.now();
try {
  await waitForOk(BASELINE_URL);
  await measureBaseline('before the embedded figures');

  log('embedded: first start on an empty database');
  const fresh = startPinned(
    'src/server/main.ts',
    {
      PORT: String(APP_PORT),
      DATA_DIR: path.join(work, 'fresh'),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(work, 'no-web'),
    },
    0,
  );
  const firstStartMs = await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  await stop(fresh);
  rows.push({
    figure: 'Start-up, embedded: empty database (migrate + demo seed) → first 200 /healthz',
    value: `${fmt(firstStartMs)} ms`,
    target: 'reported',
  });

  log('embedded: preparing data');
  const dataDir = path.join(work, 'embedded');
  const { data: embeddedData } = await prepareApart<{ data: BenchData }>(['embedded', dataDir]);
  await measureApp('embedded', { DATA_DIR: dataDir }, embeddedData, work);
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) await measureLighthouse(dataDir, embeddedData);

  const pg = process.env.BENCH_SKIP_POSTGRES ? undefined : startPostgres(PG_PORT);
  if (!pg) {
    rows.push({
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
      rows.push({
        figure: 'PostgreSQL data set',
        value: `${fmt(generated.athletes)} athletes, ${fmt(generated.services)} options, ${fmt(generated.calendarEntries)} calendar entries (${fmt(generated.seconds)} s to generate)`,
        target: '—',
      });
      // Minutes have passed (data generation): the machine's speed may have drifted since the
      // first baseline, so the PostgreSQL figures get a baseline of their own, taken just before.
      await measureBaseline('before the PostgreSQL figures');
      await measureApp('PostgreSQL', { DATABASE_URL: pg.url }, pgData, work);
    } finally {
      pg.stop();
    }
  }

  for (const b of bundleFigures()) {
    rows.push({
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

const table = [
  '| figure | measured | ratio to baseline | target | meets |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.figure} | ${r.value} | ${r.ratio ?? ''} | ${r.target} | ${r.ok === undefined ? '' : r.ok ? 'yes' : 'NO'} |`,
  ),
].join('\n');
const minutes = (performance.now() - benchStarted) / 60_000;
const header = `# Benchmarks\n\n${new Date().toISOString().slice(0, 16)}Z; figures with a target: ${PAIRS} rounds of ${PAIR_SECONDS} s after a warm-up, each right after a ${PAIR_SECONDS}-second round of the baseline, the median of the per-pair ratios (ADR 0025); other load figures: medians of ${ROUNDS} rounds × ${SECONDS} s after a warm-up, compared with the baseline row above them; server (and PostgreSQL) on core 0, load generator on core 1; whole run ${minutes.toFixed(1)} min.\n\n`;
console.log(`\n${table}\n`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `${header}${table}\n`);
console.log('written to bench/results/latest.md');
