// `npm run bench`: speed and memory figures as ratios to a bare Fastify baseline measured in the
// same run (issue 8). The server under test is pinned to core 0, this load generator to core 1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { bundleFigures } from './lib/bundle';
import { type LoadFigure, measure } from './lib/load';
import { prepareBenchData } from './lib/prepare-data';
import { peakRssMb, pinSelf, startPinned, stop, waitForOk } from './lib/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASE_PORT = 3901;
const APP_PORT = 3902;

interface Row {
  figure: string;
  value: string;
  ratio?: string;
  target: string;
  ok?: boolean;
}
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

function loadRow(name: string, f: LoadFigure, base: LoadFigure, minRatio: number, maxP99Ratio?: number) {
  const ratio = f.rps / base.rps;
  const p99Ratio = f.p99 / Math.max(base.p99, 1);
  const okRps = ratio >= minRatio;
  const okP99 = maxP99Ratio === undefined || p99Ratio <= maxP99Ratio;
  rows.push({
    figure: name,
    value: `${fmt(f.rps)} req/s, p50 ${fmt(f.p50, 1)} ms, p99 ${fmt(f.p99, 1)} ms${f.non2xx || f.errors ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : ''}`,
    ratio: `${ratio.toFixed(2)}× rps${maxP99Ratio === undefined ? '' : `, ${p99Ratio.toFixed(1)}× p99`}`,
    target: `≥ ${minRatio}× rps${maxP99Ratio === undefined ? '' : `, p99 ≤ ${maxP99Ratio}×`}`,
    ok: okRps && okP99 && f.non2xx === 0 && f.errors === 0,
  });
}

pinSelf(1);
const work = mkdtempSync(path.join(tmpdir(), 'trainhub-bench-'));
const load = (url: string, extra: Partial<Parameters<typeof measure>[0]> = {}) =>
  measure({ url, seconds: SECONDS, rounds: ROUNDS, ...extra });

try {
  // 1. Baseline: bare Fastify on the same core the app will use.
  const baseline = startPinned('bench/baseline-server.ts', { PORT: String(BASE_PORT) }, 0);
  await waitForOk(`http://127.0.0.1:${BASE_PORT}/healthz`);
  const base = await load(`http://127.0.0.1:${BASE_PORT}/healthz`);
  await stop(baseline);
  rows.push({
    figure: 'Baseline: bare Fastify hello-world',
    value: `${fmt(base.rps)} req/s, p50 ${fmt(base.p50, 1)} ms, p99 ${fmt(base.p99, 1)} ms`,
    ratio: '1.00×',
    target: '—',
  });

  // 2. Start-up of an empty embedded database (migrations + demo seed) to the first 200.
  const freshDir = path.join(work, 'fresh');
  const fresh = startPinned(
    'src/server/main.ts',
    {
      PORT: String(APP_PORT),
      DATA_DIR: freshDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(work, 'no-web'),
    },
    0,
  );
  const firstStartMs = await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  await stop(fresh);

  // 3. The bench data set in an embedded database, then a normal (re)start on it.
  const dataDir = path.join(work, 'embedded');
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const data = await prepareBenchData(database.db);
  await database.close();
  const app = startPinned(
    'src/server/main.ts',
    {
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(work, 'no-web'),
    },
    0,
  );
  const restartMs = await waitForOk(`http://127.0.0.1:${APP_PORT}/healthz`);
  rows.push({
    figure: 'Start-up, embedded: empty database (migrate + demo seed) → first 200 /healthz',
    value: `${fmt(firstStartMs)} ms`,
    target: 'reported',
  });
  rows.push({
    figure: 'Start-up, embedded: existing data → first 200 /healthz',
    value: `${fmt(restartMs)} ms`,
    target: 'reported',
  });

  const api = `http://127.0.0.1:${APP_PORT}`;
  const signIn = await fetch(`${api}/v1/client/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: data.playerEmail, password: 'TrainHub2026!' }),
  });
  const token: string = (await signIn.json()).data.attributes.auth_token;

  loadRow('GET /healthz through every hook of the app', await load(`${api}/healthz`), base, 0.85);
  const list = `${api}/v1/client/athletes?per_page=10&q[college_slug_eql]=${data.collegeSlug}&q[gender_eq]=female`;
  loadRow(
    'Athletes list, school + gender filters, page 1 (embedded)',
    await load(`${list}&page=1`),
    base,
    0.5,
    4,
  );
  loadRow(
    'Athletes list, location text filter (embedded)',
    await load(`${api}/v1/client/athletes?per_page=10&page=1&q[athlete_search_eql]=KY`),
    base,
    0.5,
    4,
  );
  loadRow(
    'Athlete page: 10 options, 60 days of slots, 200 bookings (embedded)',
    await load(`${api}/v1/client/athletes/${data.heavyTrainerSlug}`),
    base,
    0.3,
  );
  loadRow(
    'School schedule, first page (embedded)',
    await load(`${api}/v1/client/colleges/${data.collegeSlug}?page=1&per_page=10`),
    base,
    0.3,
  );
  loadRow('Group page (embedded)', await load(`${api}/v2/athlete/groups/${data.groupSlug}`), base, 0.3);
  loadRow(
    'Bookings list of a player with 500 bookings (embedded)',
    await load(`${api}/v1/client/bookings?page=1&per_page=10&q[status_not_eq]=3`, {
      headers: { 'auth-token': token },
    }),
    base,
    0.3,
  );
  rows.push({
    figure: 'Peak memory of the embedded server after the runs above (VmHWM)',
    value: `${fmt(peakRssMb(app.pid ?? 0))} MB`,
    target: 'reported',
  });
  await stop(app);

  // 4. The web app's initial JavaScript per route (gzip), from the last build.
  for (const b of bundleFigures()) {
    rows.push({
      figure: `Web: initial JS of ${b.route}`,
      value: `${fmt(b.gzipKb, 1)} KB gz`,
      target: b.budgetKb ? `≤ ${b.budgetKb} KB gz` : 'reported',
      ...(b.budgetKb ? { ok: b.gzipKb <= b.budgetKb } : {}),
    });
  }
} finally {
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
const header = `# Benchmarks (${new Date().toISOString().slice(0, 16)}Z, ${ROUNDS} rounds × ${SECONDS} s, medians; server on core 0, load on core 1)\n\n`;
console.log(`\n${table}\n`);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `${header}${table}\n`);
console.log('written to bench/results/latest.md');
