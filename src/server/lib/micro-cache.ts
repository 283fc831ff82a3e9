import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET whose 200 answer may be reused for everyone for a moment (lib/micro-cache.ts). */
    publicCache?: boolean;
  }
}

interface Entry {
  expires: number;
  body: string;
  contentType: string;
}

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
  const cacheable = (request: {
    method: string;
    headers: Record<string, unknown>;
    routeOptions: { config: { publicCache?: boolean } };
  }) =>
    request.method === 'GET' &&
    request.routeOptions.config.publicCache === true &&
    !request.headers['auth-token'];

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = entries.get(request.url);
    if (!hit) return;
    if (hit.expires <= now()) {
      entries.delete(request.url);
      return;
    }
    return reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode >= 200 && reply.statusCode < 300) entries.clear();
      return payload;
    }
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(request.url, {
      expires: now() + options.ttlMs,
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    return payload;
  });
}
