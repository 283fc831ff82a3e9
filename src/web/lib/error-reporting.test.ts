import { describe, expect, it, vi } from 'vitest';
import { clientAttributesSchema } from '../../shared/api/clients';
import { createErrorReporting, type ErrorReportingAdapter, errorReporting } from './error-reporting';
import { clearAllStorage, setStoredUser } from './session-storage';

const fakeAdapter = () => {
  const setUser = vi.fn<ErrorReportingAdapter['setUser']>();
  return { adapter: { setUser }, setUser };
};

describe('error reporting user', () => {
  it('applies the user chosen before the adapter loaded, then follows sign-in and logout', async () => {
    const reporting = createErrorReporting();
    const { adapter, setUser } = fakeAdapter();
    const load = vi.fn(async () => adapter);
    reporting.setUser(41);
    await reporting.start('https://key@sentry.example/1', load);
    expect(load).toHaveBeenCalledWith('https://key@sentry.example/1');
    reporting.setUser(42);
    reporting.setUser(null);
    expect(setUser.mock.calls).toEqual([[{ id: '41' }], [{ id: '42' }], [null]]);
  });

  it('does nothing, and breaks nothing, when the adapter cannot load', async () => {
    const reporting = createErrorReporting();
    await expect(
      reporting.start('https://key@sentry.example/1', async () => {
        throw new Error('blocked by an ad blocker');
      }),
    ).resolves.toBeUndefined();
    expect(() => reporting.setUser(7)).not.toThrow();
  });

  it('is told the client id when the session stores a user, and null on (forced) logout', async () => {
    const { adapter, setUser } = fakeAdapter();
    await errorReporting.start('https://key@sentry.example/1', async () => adapter);
    setUser.mockClear();
    // What sign-in, sign-up and the guest checkout store (only the id may reach the reporter).
    const user = clientAttributesSchema.parse({
      ...Object.fromEntries(Object.keys(clientAttributesSchema.shape).map((key) => [key, null])),
      id: 5,
      email: 'parent@example.com',
      first_name: 'Pat',
      last_name: 'Lee',
      guest_user: false,
      position: [],
      time_zone: 'America/New_York',
      session_reminders: true,
      text_reminders: false,
    });
    setStoredUser(user);
    clearAllStorage();
    expect(setUser.mock.calls).toEqual([[{ id: '5' }], [null]]);
  });
});
