import type { FastifyRequest } from 'fastify';
import { requireAthlete } from '../auth/auth.plugin';

/**
 * onRequest hook of the trainer routes: a player's token or none is refused (401) before the
 * body is even validated, so nobody without a trainer session learns anything from a trainer
 * route. Handlers still call requireAthlete for the id (the lookup is cached per request).
 */
export async function trainerOnly(request: FastifyRequest): Promise<void> {
  await requireAthlete(request);
}
