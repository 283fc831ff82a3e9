import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');

let t: TestApp;
let groupSlug: string;
let emptySlug: string;
let miaServiceId: number;

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  const db = t.database.db;
  const zoe = await createAthlete(db, { firstName: 'Zoe', lastName: 'Young' });
  const adam = await createAthlete(db, {
    firstName: 'Adam',
    lastName: 'Ames',
    gender: 'male',
    email: 'adam@example.test',
    privateEmail: true,
  });
  const mia = await createAthlete(db, { firstName: 'Mia', lastName: 'Moss', athleteType: 'trainer' });
  await createAthlete(db, { firstName: 'Bob', lastName: 'Outsider' });
  const svc = await createService(db, mia);
  miaServiceId = svc.id;
  await createCalendarEntry(db, {
    athleteId: mia.id,
    serviceIds: [svc.id],
    from: new Date('2026-11-24T15:00:00Z'),
  });
  const group = await createGroup(db, [zoe.id, adam.id, mia.id], {
    slug: 'bluegrass-elite',
    name: 'Bluegrass Elite',
    colorCode: '#112233',
    logoUrl: 'https://cdn.example/logo.png',
    instagramUrl: 'https://instagram.com/bluegrass',
  });
  groupSlug = group.slug;
  emptySlug = (await createGroup(db, [], { slug: 'nobody-yet' })).slug;
});
afterAll(() => t.close());

describe('GET /v2/athlete/groups/:slug', () => {
  it('shows the group and its trainers sorted by first name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/athlete/groups/${groupSlug}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.type).toBe('group');
    expect(data.attributes).toMatchObject({
      name: 'Bluegrass Elite',
      slug: 'bluegrass-elite',
      color_code: '#112233',
      logo_url: 'https://cdn.example/logo.png',
      instagram_url: 'https://instagram.com/bluegrass',
      facebook_url: null,
    });
    const athletes = data.attributes.athletes as { first_name: string; email: string | null }[];
    expect(athletes.map((a) => a.first_name)).toEqual(['Adam', 'Mia', 'Zoe']);
    expect(athletes[0]).toMatchObject({ email: null, private_email: true, gender: 'male' });
    expect(athletes[1]).toMatchObject({
      athlete_type: 'trainer',
      next_availability: { selected_trainings: [miaServiceId], from_time: '2026-11-24T15:00:00.000Z' },
    });
    expect(athletes[2]).toMatchObject({ next_availability: null });
  });

  it('shows a group without trainers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/athlete/groups/${emptySlug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.athletes).toEqual([]);
  });

  it('answers 404 for an unknown group', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/athlete/groups/no-such-group' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Group not found'] });
  });
});
