import type { z } from 'zod';
import { type ApiRequestOptions, apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { clearTrainerToken, getTrainerToken } from './trainer-session';

export const TRAINER_NOT_AUTHORIZED = 'Trainer not authorized';

/**
 * Calls a trainer route (`/v1/trainer/*`, and the SPEC's trainer calls `/v1/client/booking_requests/{id}/…`
 * and `/v1/payments/{id}/transfer_charge`) with the trainer's own token (never the player's). A refused
 * token is forgotten, which sends the trainer back to the sign-in page (the layout's guard).
 */
export async function trainerRequest<S extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<S>, 'authToken'> & { authToken?: string },
): Promise<z.output<S>> {
  try {
    return await apiRequest(path, { ...options, authToken: options.authToken ?? getTrainerToken() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.firstError === TRAINER_NOT_AUTHORIZED) {
      clearTrainerToken();
    }
    throw error;
  }
}
