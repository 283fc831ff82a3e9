import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_KEY,
  clearAllStorage,
  getAuthToken,
  SELECTED_LOCATION_KEY,
  USER_KEY,
} from './session-storage';

/** A browser's localStorage, enough for the session helpers (tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  Object.assign(globalThis, { window: { localStorage: store } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('clearAllStorage (logout, forced logout)', () => {
  it('forgets everything of the player session and keeps a trainer signed in on the same browser', () => {
    store.setItem(AUTH_TOKEN_KEY, 'player-token');
    store.setItem(USER_KEY, '{"id":1}');
    store.setItem(SELECTED_LOCATION_KEY, '{"location":"Field 3"}');
    store.setItem('cards', '[]');
    store.setItem('trainer_auth_token', 'coach-token');

    clearAllStorage();

    expect(getAuthToken()).toBeNull();
    expect(store.getItem(USER_KEY)).toBeNull();
    expect(store.getItem(SELECTED_LOCATION_KEY)).toBeNull();
    expect(store.getItem('cards')).toBeNull();
    expect(store.getItem('trainer_auth_token')).toBe('coach-token');
  });
});
