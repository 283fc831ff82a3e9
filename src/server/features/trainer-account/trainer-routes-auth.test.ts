import { describe, expect, it } from 'vitest';
import { listRoutes } from '../../app';
import { createPlayer } from '../../testing/booking-factories';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

// The only trainer calls a signed-out visitor makes: signing in and the password reset.
const OPEN = new Set([
  'POST /v1/trainer/sessions',
  'GET /v1/trainer/profile/send_reset_password',
  'POST /v1/trainer/profile/reset_password',
]);

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

describe('every /v1/trainer route', () => {
  it('refuses a player’s token and a missing token with 401 before touching anything', async () => {
    const player = await createPlayer(t.database.db, new Date());
    const routes = listRoutes(t.app).filter(
      (r) => r.url.startsWith('/v1/trainer/') && r.method !== 'HEAD' && !OPEN.has(`${r.method} ${r.url}`),
    );
    // Sessions, profile, options, openings, requests, schedule, payouts: a new route is covered too.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const method = METHODS.find((m) => m === route.method);
      expect(method, `${route.method} ${route.url} is a known method`).toBeDefined();
      if (!method) continue;
      const url = route.url.replace(':id', '1');
      for (const headers of [player.headers, {}]) {
        // An empty body too: the session is checked before the body is validated.
        const res = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'PUT' || method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ errors: ['Trainer not authorized'] });
      }
    }
  });
});
