import { useSyncExternalStore } from 'react';

// ADR 0018: the trainer's token lives apart from the player's `auth_token`, so a parent and a
// trainer on one browser each keep their own session.
export const TRAINER_TOKEN_KEY = 'trainer_auth_token';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TRAINER_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getTrainerToken(): string | null {
  const token = storage()?.getItem(TRAINER_TOKEN_KEY);
  return token ? token : null;
}

export function setTrainerToken(token: string): void {
  storage()?.setItem(TRAINER_TOKEN_KEY, token);
  emit();
}

/** Sign-out and a refused token forget the trainer only; the player's session stays. */
export function clearTrainerToken(): void {
  storage()?.removeItem(TRAINER_TOKEN_KEY);
  emit();
}

export function useTrainerToken(): string | null {
  return useSyncExternalStore(subscribe, getTrainerToken, () => null);
}
