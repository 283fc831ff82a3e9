import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { ApiError, unauthorized } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { findUnrevokedSession, type UnrevokedSession } from './auth.repository';
import { hashToken } from './tokens';

export interface RequestAuth {
  sessionId: number;
  clientId: number | null;
  athleteId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily from the AUTH-TOKEN header; null when absent or not valid. */
    auth(): Promise<RequestAuth | null>;
  }
}

const TOKEN_HEADER = 'auth-token';
const MAX_TOKEN_LENGTH = 200;

/**
 * How long a process keeps a session it looked up (ADR 0075): a sign-out or revocation drops it
 * at once in every process (its announcement, migration 0034); this bounds how long one whose
 * announcement was missed could still be honoured. A token that finds no session is never kept.
 */
export const SESSION_KEEP_SECONDS = 30;

/** Adds `request.auth()`; routes that need a signed-in client call `requireClient`. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; now: () => Date; readCache: ReadCache }) => {
    const unrevokedSession = opts.readCache.define<string, UnrevokedSession | null>(
      'auth-session',
      (_tokenHash, session) => (session ? [`auth_session:${session.id}`] : []),
      async (tokenHash) => (await findUnrevokedSession(opts.db, tokenHash)) ?? null,
      { keepFor: (session) => (session ? SESSION_KEEP_SECONDS : 0) },
    );
    app.decorateRequest('auth', function (this: FastifyRequest) {
      const cache = authCache.get(this);
      if (cache) return cache;
      const pending = resolve(this, unrevokedSession, opts.now());
      authCache.set(this, pending);
      return pending;
    });
  },
);

const authCache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

async function resolve(
  request: FastifyRequest,
  unrevokedSession: (tokenHash: string) => Promise<UnrevokedSession | null>,
  now: Date,
): Promise<RequestAuth | null> {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await unrevokedSession(hashToken(token));
  // Expired by the request's clock, kept or not.
  if (!session || session.expiresAt.getTime() <= now.getTime()) return null;
  return { sessionId: session.id, clientId: session.clientId, athleteId: session.athleteId };
}

export async function requireClient(request: FastifyRequest): Promise<RequestAuth & { clientId: number }> {
  const auth = await request.auth();
  if (!auth || auth.clientId === null) throw unauthorized();
  return { ...auth, clientId: auth.clientId };
}

/** Trainer-side calls (accepting a booking request, payouts): a trainer's session. */
export async function requireAthlete(request: FastifyRequest): Promise<RequestAuth & { athleteId: number }> {
  const auth = await request.auth();
  if (!auth || auth.athleteId === null) throw new ApiError(401, ['Trainer not authorized']);
  return { ...auth, athleteId: auth.athleteId };
}
