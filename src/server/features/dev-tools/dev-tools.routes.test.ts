import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devClockResponseSchema, devJobResponseSchema } from '../../../shared/api/dev-tools';
import { devClockEnabled, parseEnv } from '../../env';
import { createRecordingJobQueue } from '../../integrations/jobs/job-queue';
import { createMovableClock } from '../../lib/movable-clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('dev clock and jobs off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 on every dev route, and the env default keeps it off', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/dev/clock', undefined],
      ['PUT', '/v1/dev/clock', { now: '2030-01-01T00:00:00Z' }],
      ['POST', '/v1/dev/jobs/bookings.complete-past', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
    }
    expect(parseEnv({}).DEV_CLOCK).toBe(false);
    expect(devClockEnabled(parseEnv({ DEV_CLOCK: 'true' }))).toBe(true);
    expect(() => devClockEnabled(parseEnv({ DEV_CLOCK: 'true', NODE_ENV: 'production' }))).toThrow(
      /DEV_CLOCK/,
    );
  });
});

describe('dev clock and jobs on (DEV_CLOCK=true)', () => {
  const jobs = createRecordingJobQueue();
  const clock = createMovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ devClock: clock, context: { jobs } });
  });
  afterAll(() => t.close());

  it('moves the clock every rule reads, and goes back to real time with null', async () => {
    const target = '2031-03-04T05:06:07.000Z';
    const set = await t.app.inject({ method: 'PUT', url: '/v1/dev/clock', payload: { now: target } });
    expect(set.statusCode).toBe(200);
    const body = devClockResponseSchema.parse(set.json());
    expect(Math.abs(Date.parse(body.data.now) - Date.parse(target))).toBeLessThan(1000);
    expect(body.data.offset_ms).toBeGreaterThan(0);

    const read = devClockResponseSchema.parse((await t.app.inject({ url: '/v1/dev/clock' })).json());
    expect(Math.abs(Date.parse(read.data.now) - Date.parse(target))).toBeLessThan(5000);

    const reset = await t.app.inject({ method: 'PUT', url: '/v1/dev/clock', payload: { now: null } });
    const back = devClockResponseSchema.parse(reset.json());
    expect(back.data.offset_ms).toBe(0);
    expect(Math.abs(Date.parse(back.data.now) - Date.now())).toBeLessThan(5000);
  });

  it('refuses a malformed time with 422 and leaves the clock alone', async () => {
    for (const payload of [{ now: 'tomorrow' }, {}, { now: 5 }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/v1/dev/clock', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('errors');
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('queues a payload-less job through the job queue and 404s an unknown one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/dev/jobs/bookings.complete-past' });
    expect(res.statusCode).toBe(202);
    expect(devJobResponseSchema.parse(res.json()).data.name).toBe('bookings.complete-past');
    expect(jobs.sent.map((j) => j.name)).toEqual(['bookings.complete-past']);

    for (const name of ['reviews.request', 'no.such.job']) {
      const unknown = await t.app.inject({ method: 'POST', url: `/v1/dev/jobs/${name}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: ['Job not found'] });
    }
    expect(jobs.sent).toHaveLength(1);
  });
});
