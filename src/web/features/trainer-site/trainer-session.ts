import { useSyncExternalStore } from 'react';
import { storage, storedToken, watchedKeys } from '../../lib/session-storage';

// ADR 0018: the trainer's token lives apart from the player's `auth_token`, so a parent and a
// trainer on one browser each keep their own session.
export const TRAINER_TOKEN_KEY = 'trainer_auth_token';

const trainerSession = watchedKeys([TRAINER_TOKEN_KEY]);

export function getTrainerToken(): string | null {
  return storedToken(TRAINER_TOKEN_KEY);
}

export function setTrainerToken(token: string): void {
  storage()?.setItem(TRAINER_TOKEN_KEY, token);
  trainerSession.emit();
}

/** Sign-out and a refused token forget the trainer only; the player's session stays. */
export function clearTrainerToken(): void {
  storage()?.removeItem(TRAINER_TOKEN_KEY);
  trainerSession.emit();
}

export function useTrainerToken(): string | null {
  return useSyncExternalStore(trainerSession.subscribe, getTrainerToken, () => null);
}
