import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import { appendRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET whose 200 answer may be reused for everyone for a moment (lib/micro-cache.ts). */
    publicCache?: boolean;
  }
}

interface Entry {
  expires: number;
  body: string | Buffer;
  headers: Record<string, string>;
}

// Headers of an answer that travel with its cached body (compression sets the last two).
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'];

export interface MicroCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Micro-cache for the public discovery pages (trainer list, trainer page, school schedule,
 * group page, reference lists): the same URL asked again within `ttlMs` gets the same JSON
 * without touching the database. The embedded database has one connection, so a burst of
 * visitors on one trainer's page would otherwise queue behind each other.
 *
 * - Only routes marked `config: { publicCache: true }`, only GET, only 200 answers, and only
 *   requests without an AUTH-TOKEN (nothing personal is ever cached or served from it).
 * - Any successful write (POST/PUT/PATCH/DELETE answered 2xx) in this process empties it, so
 *   a trainer's new opening or a booking shows at once here; other processes may show the
 *   old page for at most `ttlMs`. Seats are checked again by the booking itself, never from a
 *   page (ADR 0009), so a moment's old page cannot oversell.
 */
/** Lets other caches of public answers (the server-rendered pages) be emptied with this one. */
export interface MicroCacheHandle {
  onClear(listener: () => void): void;
}

export function registerMicroCache(app: FastifyInstance, options: MicroCacheOptions): MicroCacheHandle {
  const clearListeners: (() => void)[] = [];
  const handle: MicroCacheHandle = { onClear: (listener) => clearListeners.push(listener) };
  if (options.ttlMs <= 0) return handle;
  const now = options.now ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, Entry>();
  // Answers being worked out: a second visitor of the same page waits for the first one's
  // answer instead of asking the database again (when an entry expires under load, one query
  // instead of one per connection).
  const inFlight = new Map<string, InFlight>();
  const leaders = new WeakMap<FastifyRequest, { key: string; flight: InFlight; generation: number }>();
  // Bumped by every write: an answer read before a write is not kept after it.
  let generation = 0;
  const anonymous = (request: FastifyRequest) => !request.headers['auth-token'];

  // One entry per address and accepted encodings: a browser asking for brotli gets the
  // brotli bytes kept from the first answer, a client without compression the plain JSON.
  const keyOf = (request: FastifyRequest) => `${request.headers['accept-encoding'] ?? ''}|${request.url}`;

  const finish = (request: FastifyRequest, entry: Entry | undefined) => {
    const lead = leaders.get(request);
    if (!lead) return;
    leaders.delete(request);
    if (inFlight.get(lead.key) === lead.flight) inFlight.delete(lead.key);
    lead.flight.resolve(entry);
  };

  const serveHit: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || !anonymous(request)) return done();
    const key = keyOf(request);
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    const flight = inFlight.get(key);
    if (flight) {
      // The first visitor's answer, or (an error, a 404) this request's own work.
      flight.promise.then((entry) => {
        if (!entry) return done();
        reply.headers(entry.headers).header('x-cache', 'hit').send(entry.body);
      }, done);
      return;
    }
    let resolve: (entry: Entry | undefined) => void = () => {};
    const promise = new Promise<Entry | undefined>((r) => {
      resolve = r;
    });
    const started = { promise, resolve };
    inFlight.set(key, started);
    leaders.set(request, { key, flight: started, generation });
    done();
  };

  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const lead = leaders.get(request);
    if (
      lead &&
      lead.generation === generation &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload))
    ) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const entry = { expires: now() + options.ttlMs, body: payload, headers };
      entries.set(lead.key, entry);
      finish(request, entry);
    }
    done(null, payload);
  };

  // Whatever else happened to the first visitor's request (an error, a 404, a closed
  // connection), the ones waiting on it go on by themselves.
  const release: onResponseHookHandler = (request, _reply, done) => {
    finish(request, undefined);
    done();
  };

  const forgetOnWrite: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      generation++;
      entries.clear();
      for (const listener of clearListeners) listener();
    }
    done(null, payload);
  };

  // Hooks go on the routes that need them (a health check or a private page pays nothing):
  // the marked public GETs read and fill the cache, every write empties it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && route.config?.publicCache === true) {
      appendRouteHook(route, 'onRequest', serveHit);
      appendRouteHook(route, 'onSend', keep);
      appendRouteHook(route, 'onResponse', release);
    } else if (methods.some((method) => WRITE_METHODS.has(method))) {
      appendRouteHook(route, 'onSend', forgetOnWrite);
    }
  });
  return handle;
}

interface InFlight {
  promise: Promise<Entry | undefined>;
  resolve: (entry: Entry | undefined) => void;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
