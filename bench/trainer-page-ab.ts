// A/B of the uncached trainer page's own work between two source trees, in-process, on the same
// PostgreSQL data (issue 23 item 2). Each tree's app runs in a worker process of its own (read
// cache off, the flags of `npm start`); the driver alternates short rounds between them so both
// meet the same host noise, and prints the medians of wall ms and CPU ms per request.
//   node --import tsx bench/trainer-page-ab.ts base=/tmp/perf2-base new=. [rounds] [perRound]
// DATABASE_URL (default postgres://postgres@127.0.0.1:55440/capt) must hold the bench's data
// (`bench/prepare.ts`): the heavy trainer `bench-heavy-trainer`. Nothing is written.
//   node --import tsx bench/trainer-page-ab.ts compare=/tmp/perf2-base,. slug1 slug2 ...
// checks that both trees answer the same bytes for the given trainers (fixed clock).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55440/capt';
const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);

async function worker(root: string) {
  const { buildApp } = await import(pathToFileURL(path.join(root, 'src/server/app.ts')).href);
  const { openDatabase } = await import(pathToFileURL(path.join(root, 'src/server/db/client.ts')).href);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const fixed = process.env.AB_NOW ? new Date(process.env.AB_NOW) : undefined;
  const app = await buildApp({
    database,
    logLevel: 'silent',
    rateLimits: false,
    readCacheSeconds: 0,
    ...(fixed ? { context: { now: () => fixed } } : {}),
  });
  await app.ready();
  let n = 0;
  // Time the main thread spent in garbage collection.
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    const [command, ...rest] = line.split(' ');
    if (command === 'run') {
      const count = Number(rest[0]);
      const cpu0 = process.cpuUsage();
      const gc0 = gcMs;
      const t0 = performance.now();
      for (let i = 0; i < count; i++) {
        const res = await app.inject({
          method: 'GET',
          url: `/v1/client/athletes/bench-heavy-trainer?provided_service=ab-${process.pid}-${n++}`,
          // AB_ACCEPT_ENCODING=br: as the bench's client asks (the answer is then compressed).
          headers: process.env.AB_ACCEPT_ENCODING
            ? { 'accept-encoding': process.env.AB_ACCEPT_ENCODING }
            : {},
        });
        if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
      }
      const ms = (performance.now() - t0) / count;
      const cpu = process.cpuUsage(cpu0);
      // Entries arrive on a later tick: let them in before reading the sum.
      await new Promise((resolve) => setImmediate(resolve));
      const gc = (gcMs - gc0) / count;
      console.log(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000 / count, gcMs: gc }));
    } else if (command === 'get') {
      const res = await app.inject({ method: 'GET', url: rest.join(' ') });
      console.log(JSON.stringify({ status: res.statusCode, body: res.body }));
    } else if (command === 'quit') {
      break;
    }
  }
  await app.close();
  await database.close();
  process.exit(0);
}

function startWorker(root: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=144', '--max-semi-space-size=24', '--import', 'tsx', self, `worker=${root}`],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  return {
    ask(command: string): Promise<unknown> {
      return new Promise((resolve) => {
        waiting.push((line) => resolve(JSON.parse(line)));
        child.stdin.write(`${command}\n`);
      });
    },
    quit: () => child.stdin.end('quit\n'),
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const workerArg = args.find((a) => a.startsWith('worker='));
const compareArg = args.find((a) => a.startsWith('compare='));
if (workerArg) {
  await worker(path.resolve(workerArg.slice('worker='.length)));
} else if (compareArg) {
  const roots = compareArg.slice('compare='.length).split(',');
  const urls = args
    .filter((a) => a !== compareArg)
    .flatMap((slug) => [`/v1/client/athletes/${slug}`, `/v1/client/athletes/${slug}?provided_service=x`]);
  let differ = 0;
  for (const at of ['2026-11-26T05:00:00Z', '2026-12-24T23:30:00Z', '2027-01-10T12:07:00Z']) {
    const workers = roots.map((r) => startWorker(path.resolve(r), { AB_NOW: at }));
    for (const url of urls) {
      const [a, b] = (await Promise.all(workers.map((w) => w.ask(`get ${url}`)))) as {
        status: number;
        body: string;
      }[];
      const same = a?.status === b?.status && a?.body === b?.body;
      if (!same) differ++;
      console.log(`${same ? 'same' : 'DIFFERENT'} ${at} ${url} (${a?.status}, ${a?.body.length} bytes)`);
    }
    for (const w of workers) w.quit();
  }
  process.exit(differ ? 1 : 0);
} else {
  const builds = args.filter((a) => a.includes('=')).map((a) => a.split('=', 2) as [string, string]);
  const [rounds = 20, perRound = 20] = args.filter((a) => !a.includes('=')).map(Number);
  const workers = builds.map(([name, root]) => ({ name, w: startWorker(path.resolve(root)) }));
  // Warm-up: JIT, prepared statements on every pooled connection.
  for (const { w } of workers) await w.ask('run 60');
  const figures = new Map<string, { ms: number[]; cpuMs: number[]; gcMs: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const { name, w } of round % 2 ? [...workers].reverse() : workers) {
      const r = (await w.ask(`run ${perRound}`)) as { ms: number; cpuMs: number; gcMs: number };
      const f = figures.get(name) ?? { ms: [], cpuMs: [], gcMs: [] };
      f.ms.push(r.ms);
      f.cpuMs.push(r.cpuMs);
      f.gcMs.push(r.gcMs);
      figures.set(name, f);
    }
  }
  for (const [name, f] of figures) {
    console.log(
      `${name.padEnd(8)} median ${median(f.ms).toFixed(2)} ms/request, CPU ${median(f.cpuMs).toFixed(2)} ms/request, GC ${median(f.gcMs).toFixed(2)} ms/request (${rounds} rounds of ${perRound}; CPU range ${Math.min(...f.cpuMs).toFixed(1)}-${Math.max(...f.cpuMs).toFixed(1)})`,
    );
  }
  for (const { w } of workers) w.quit();
}
