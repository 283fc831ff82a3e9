import type { z } from 'zod';
import { type ApiRequestOptions, apiRequest } from '../../lib/api-client';
import { saveDownload } from '../../lib/api-download';
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
    forgetRefusedToken(error);
    throw error;
  }
}

/** A trainer token the server refused is forgotten (the layout's guard then shows the sign-in page). */
function forgetRefusedToken(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && error.firstError === TRAINER_NOT_AUTHORIZED) {
    clearTrainerToken();
  }
}

/** Saves a file a trainer route sends (the trainer's data export) with the trainer's own token. */
export async function trainerDownload(path: string): Promise<void> {
  try {
    await saveDownload(path, getTrainerToken());
  } catch (error) {
    forgetRefusedToken(error);
    throw error;
  }
}
