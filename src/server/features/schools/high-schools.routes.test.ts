import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHighSchool } from '../../testing/discovery-factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

async function search(query: string) {
  return t.app.inject({ method: 'GET', url: `/v1/high_schools${query}` });
}
async function nicknames(text: string, extra = '') {
  const res = await search(`?q[nickname_or_city_start]=${encodeURIComponent(text)}${extra}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { attributes: { nickname: string } }[]).map((d) => d.attributes.nickname);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createHighSchool(db, 'Lafayette', 'Lexington');
  await createHighSchool(db, 'Dunbar', 'Lexington');
  await createHighSchool(db, 'Lexington Christian', 'Lexington');
  await createHighSchool(db, 'Alexandria Prep', 'Alexandria', 'VA');
  await createHighSchool(db, 'Male', 'Louisville');
  await createHighSchool(db, '100% Academy', 'Frankfort');
  await createHighSchool(db, '1000 Oaks Prep', 'Versailles');
  await createHighSchool(db, 'A_B School', 'Paris');
  await createHighSchool(db, 'AXB Tech', 'Winchester');
});
afterAll(() => t.close());

describe('GET /v1/high_schools', () => {
  it('finds schools whose nickname or city starts with the text, any case, by nickname', async () => {
    expect(await nicknames('lex')).toEqual(['Dunbar', 'Lafayette', 'Lexington Christian']);
    expect(await nicknames('LOUIS')).toEqual(['Male']);
    expect(await nicknames('paris')).toEqual(['A_B School']);
    expect(await nicknames('win')).toEqual(['AXB Tech']);
    // Starts with, not contains.
    expect(await nicknames('xandria')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await nicknames('100%')).toEqual(['100% Academy']);
    expect(await nicknames('%')).toEqual([]);
    expect(await nicknames('A_')).toEqual(['A_B School']);
    expect(await nicknames('\\')).toEqual([]);
  });

  it('pages the matches', async () => {
    const first = await search('?q[nickname_or_city_start]=lex&per_page=2');
    expect(first.json().data).toHaveLength(2);
    expect(first.json().pagy).toEqual({ page: 1, per_page: 2, count: 3, pages: 2, next: 2, prev: null });
    expect(await nicknames('lex', '&per_page=2&page=2')).toEqual(['Lexington Christian']);
    const res = await search('?q[nickname_or_city_start]=lex&per_page=2&page=2');
    expect(res.json().pagy.next).toBeNull();
  });

  it('lists all schools without a search text', async () => {
    const res = await search('?per_page=100');
    expect(res.json().pagy.count).toBe(9);
    const academy = res
      .json()
      .data.find((d: { attributes: { nickname: string } }) => d.attributes.nickname === '100% Academy');
    expect(academy).toEqual({
      id: expect.any(String),
      type: 'high_school',
      attributes: { id: expect.any(Number), nickname: '100% Academy', city: 'Frankfort', state: 'KY' },
    });
  });

  it('answers 422 for a page size over 100 or an overlong text', async () => {
    const big = await search('?per_page=101');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors[0]).toHaveProperty('per_page');
    const long = await search(`?q[nickname_or_city_start]=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0]).toHaveProperty(['q.nickname_or_city_start']);
  });
});
