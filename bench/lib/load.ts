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
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    bytesPerAnswer: median(results.map((r) => r.throughput.average / Math.max(r.requests.average, 1))),
  };
}
