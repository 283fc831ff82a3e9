import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
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
export function registerMicroCache(app: FastifyInstance, options: MicroCacheOptions): void {
  if (options.ttlMs <= 0) return;
  const now = options.now ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, Entry>();
  const anonymous = (request: FastifyRequest) => !request.headers['auth-token'];

  // One entry per address and accepted encodings: a browser asking for brotli gets the
  // brotli bytes kept from the first answer, a client without compression the plain JSON.
  const keyOf = (request: FastifyRequest) => `${request.headers['accept-encoding'] ?? ''}|${request.url}`;

  const serveHit: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || !anonymous(request)) return done();
    const key = keyOf(request);
    const hit = entries.get(key);
    if (!hit) return done();
    if (hit.expires <= now()) {
      entries.delete(key);
      return done();
    }
    reply.headers(hit.headers).header('x-cache', 'hit').send(hit.body);
  };

  const keep: onSendHookHandler = (request, reply, payload, done) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      anonymous(request) &&
      reply.getHeader('x-cache') !== 'hit'
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
      entries.set(keyOf(request), { expires: now() + options.ttlMs, body: payload, headers });
    }
    done(null, payload);
  };

  const forgetOnWrite: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode >= 200 && reply.statusCode < 300) entries.clear();
    done(null, payload);
  };

  // Hooks go on the routes that need them (a health check or a private page pays nothing):
  // the marked public GETs read and fill the cache, every write empties it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && route.config?.publicCache === true) {
      appendRouteHook(route, 'onRequest', serveHit);
      appendRouteHook(route, 'onSend', keep);
    } else if (methods.some((method) => WRITE_METHODS.has(method))) {
      appendRouteHook(route, 'onSend', forgetOnWrite);
    }
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
