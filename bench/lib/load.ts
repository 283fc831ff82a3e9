import autocannon from 'autocannon';

/** One request of a load whose requests differ (`LoadOptions.next`): what autocannon sends. */
export interface NextRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query string on the server of `url`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Each request of the load in turn, when they differ (a mix of pages and writes, bookings of
   * openings one after another): called once per request sent, across rounds.
   */
  next?: () => NextRequest;
  connections?: number;
  seconds?: number;
  /** Rounds measured after one warm-up round; the figure is their median. */
  rounds?: number;
  /** Length of that warm-up round (`measure`: 2 s; `measureInTurns`: 3 s). */
  warmUpSeconds?: number;
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
    ...(options.next ? { requests: [{ setupRequest: nextRequest(options.next) }] } : {}),
    connections: options.connections ?? 20,
    duration: seconds,
  });
}

/** autocannon's request set up from `next`: the defaults (`url`, headers) with its fields over them. */
function nextRequest(next: () => NextRequest) {
  return (request: autocannon.Request): autocannon.Request => {
    const r = next();
    return {
      ...request,
      method: r.method,
      path: r.path,
      headers: { ...request.headers, ...r.headers },
      body: r.body ?? '',
    };
  };
}

/** Warm up, then `rounds` measured rounds; medians of requests/s and of the latency percentiles. */
export async function measure(options: LoadOptions): Promise<LoadFigure> {
  const seconds = options.seconds ?? 4;
  await once(options, options.warmUpSeconds ?? 2);
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

/** Loads measured in turns (`measureInTurns`). */
export interface TurnsFigure {
  /** Per load: medians over its measured rounds. */
  figures: LoadFigure[];
  /** Per load: each measured round, in order. */
  rounds: autocannon.Result[][];
}

/**
 * Loads measured in turns: each round of `loads[1]`, `loads[2]`, ... right after a round of
 * `loads[0]` (the baseline), `rounds` times, after a warm-up of each. Ratios are taken per round
 * and their median kept (`turnRatio`). On a shared machine whose speed drifts over minutes, a
 * baseline measured once at the start moved ratios by 0.1-0.2 (healthz 0.76x in a run,
 * 0.93-1.04x in pairs minutes later on the same build).
 */
export async function measureInTurns(loads: LoadOptions[], rounds = PAIRS): Promise<TurnsFigure> {
  // Rounds of 2 s: turns short enough to follow a host whose speed was seen to move by 30%
  // from one second to the next.
  const seconds = PAIR_SECONDS;
  // A longer warm-up than `measure`'s: a figure with a target may be the first load on a
  // just-started server, still compiling its hot paths (`warmUpSeconds` of a load, else 3 s).
  for (const [i, load] of loads.entries()) {
    await once(load, i === 0 ? 1 : (load.warmUpSeconds ?? 3));
  }
  const runs: autocannon.Result[][] = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, load] of loads.entries()) runs[i]?.push(await once(load, seconds));
  }
  return { figures: runs.map(summarize), rounds: runs };
}

/** Median over the rounds of load `a`'s requests/s over load `b`'s in the same round (and of p99). */
export function turnRatio(turns: TurnsFigure, a: number, b: number): { rps: number; p99: number } {
  const ra = turns.rounds[a] ?? [];
  const rb = turns.rounds[b] ?? [];
  return {
    rps: median(ra.map((r, i) => r.requests.average / Math.max(rb[i]?.requests.average ?? 1, 1))),
    p99: median(ra.map((r, i) => r.latency.p99 / Math.max(rb[i]?.latency.p99 ?? 1, 1))),
  };
}

/** Load `index` of `turns` as a paired figure: its ratios to the baseline (load 0) of each round. */
export function pairedOf(turns: TurnsFigure, index: number): PairedFigure {
  const ratio = turnRatio(turns, index, 0);
  return {
    figure: turns.figures[index] ?? summarize([]),
    baseline: turns.figures[0] ?? summarize([]),
    rpsRatio: ratio.rps,
    p99Ratio: ratio.p99,
  };
}
