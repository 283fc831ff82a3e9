import { useSyncExternalStore } from 'react';
import type { ClientAttributes } from '../../shared/api/clients';
import { errorReporting } from './error-reporting';

// SPEC §7: the token lives in local storage as `auth_token`; the signed-in client as `user`.
// No runtime zod here: the route guards read the token in the entry chunk. The stored user is
// validated where it is read (features/auth/api.ts).
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
/** Service location chosen during a booking (owned by the booking flow, cleared on sign-in). */
export const SELECTED_LOCATION_KEY = 'selected_location';

/**
 * Keys of local storage the app follows: `emit` after writing them, `subscribe` to hear of that
 * and of changes made by another tab (the player's session here, the trainer's on the trainer site).
 */
export function watchedKeys(keys: readonly string[]) {
  const listeners = new Set<() => void>();
  return {
    emit(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || keys.includes(event.key)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** A stored token; an empty one is none. */
export function storedToken(key: string): string | null {
  const token = storage()?.getItem(key);
  return token ? token : null;
}

const session = watchedKeys([AUTH_TOKEN_KEY, USER_KEY]);
const emit = session.emit;

/** Notifies on sign-in, logout and changes made by another tab. */
export const subscribeToSession = session.subscribe;

export function getAuthToken(): string | null {
  return storedToken(AUTH_TOKEN_KEY);
}

export function setAuthToken(token: string): void {
  storage()?.setItem(AUTH_TOKEN_KEY, token);
  emit();
}

/** The stored client as JSON text, unvalidated. */
export function getStoredUserJson(): string | null {
  return storage()?.getItem(USER_KEY) ?? null;
}

export function setStoredUser(user: ClientAttributes): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
  // Sign-in, sign-up, guest checkout and each profile refresh store the client: errors name it.
  errorReporting.setUser(user.id);
  emit();
}

export function clearSelectedLocation(): void {
  storage()?.removeItem(SELECTED_LOCATION_KEY);
}

/** Keys of the trainer site's own session (features/trainer-site): a player's logout keeps them. */
const TRAINER_KEY_PREFIX = 'trainer_';

/**
 * Logout and forced logout (SPEC §4): nothing of the player's session may survive. The
 * trainer site's session on the same browser is someone else's (a parent and a coach sharing
 * a laptop) and stays.
 */
export function clearAllStorage(): void {
  const store = storage();
  if (store) {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && !key.startsWith(TRAINER_KEY_PREFIX),
    );
    for (const key of keys) store.removeItem(key);
  }
  errorReporting.setUser(null);
  emit();
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAuthToken, () => null);
}

export function useStoredUserJson(): string | null {
  return useSyncExternalStore(subscribeToSession, getStoredUserJson, () => null);
}
