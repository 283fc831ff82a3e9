import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { ApiError, unauthorized } from '../../lib/errors';
import { findLiveSession } from './auth.repository';
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

/** Adds `request.auth()`; routes that need a signed-in client call `requireClient`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date }) => {
  app.decorateRequest('auth', function (this: FastifyRequest) {
    const cache = authCache.get(this);
    if (cache) return cache;
    const pending = resolve(this, opts.db, opts.now());
    authCache.set(this, pending);
    return pending;
  });
});

const authCache = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>();

async function resolve(request: FastifyRequest, db: Db, now: Date): Promise<RequestAuth | null> {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const session = await findLiveSession(db, hashToken(token), now);
  if (!session) return null;
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
