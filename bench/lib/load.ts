import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Rounds measured after one warm-up round; the figure is their median. */
  rounds?: number;
}

export interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Bytes per answer as sent (compressed when the app compresses), headers included. */
  bytesPerAnswer: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function once(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    // As a browser asks: the app compresses answers of 1 KB and more for such clients.
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      ...options.headers,
    },
    ...(options.body ? { body: options.body } : {}),
    connections: options.connections ?? 20,
    duration: seconds,
  });
}

/** Warm up, then `rounds` measured rounds; medians of requests/s and of the latency percentiles. */
export async function measure(options: LoadOptions): Promise<LoadFigure> {
  const seconds = options.seconds ?? 4;
  await once(options, 2);
  const results: autocannon.Result[] = [];
  for (let i = 0; i < (options.rounds ?? 3); i++) results.push(await once(options, seconds));
  return summarize(results);
}

/**
 * Load on each endpoint in turn, measured nowhere: a just-started server compiles its hot
 * paths and fills its caches under the first seconds of load, whichever figure comes first.
 */
export async function warmUp(urls: string[], seconds = 2): Promise<void> {
  for (const url of urls) await once({ url }, seconds);
}

/** Pairs per figure with a target (an odd count: the median is one pair's ratio), and their length. */
export const PAIRS = 5;
export const PAIR_SECONDS = 2;

export interface PairedFigure {
  /** The endpoint's figure: medians over the measured rounds. */
  figure: LoadFigure;
  /** The baseline's figure over the rounds taken between them. */
  baseline: LoadFigure;
  /** Median of each round's requests/s over the baseline's round just before it. */
  rpsRatio: number;
  /** Median of each round's p99 over the baseline's p99 just before it. */
  p99Ratio: number;
}

function summarize(results: autocannon.Result[]): LoadFigure {
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    bytesPerAnswer: median(results.map((r) => r.throughput.average / Math.max(r.requests.average, 1))),
  };
}

/**
 * An endpoint measured in pairs with the baseline: each round of the endpoint right after a
 * round of the baseline, the ratio taken per pair and the median kept. On a shared machine
 * whose speed drifts over minutes, a baseline measured once at the start moved ratios by
 * 0.1-0.2 (healthz 0.76x in a run, 0.93-1.04x in pairs minutes later on the same build).
 */
export async function measurePaired(
  options: LoadOptions,
  baselineUrl: string,
  pairs = PAIRS,
): Promise<PairedFigure> {
  // Rounds of 2 s: pairs short enough to follow a host whose speed was seen to move by 30%
  // from one second to the next.
  const seconds = PAIR_SECONDS;
  const base: LoadOptions = { url: baselineUrl, seconds };
  // A longer warm-up than `measure`'s: a figure with a target may be the first load on a
  // just-started server, still compiling its hot paths.
  await once(base, 1);
  await once(options, 3);
  const baseRuns: autocannon.Result[] = [];
  const runs: autocannon.Result[] = [];
  for (let i = 0; i < pairs; i++) {
    baseRuns.push(await once(base, seconds));
    runs.push(await once(options, seconds));
  }
  const ratios = runs.map((r, i) => r.requests.average / Math.max(baseRuns[i]?.requests.average ?? 1, 1));
  const p99Ratios = runs.map((r, i) => r.latency.p99 / Math.max(baseRuns[i]?.latency.p99 ?? 1, 1));
  return {
    figure: summarize(runs),
    baseline: summarize(baseRuns),
    rpsRatio: median(ratios),
    p99Ratio: median(p99Ratios),
  };
}
