import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSport } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let soccerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const soccer = await createSport(t.database.db, 'Soccer', [
    'Goalkeeper',
    'Striker',
    'Head Coach',
    'Assistant Coach',
  ]);
  await createSport(t.database.db, 'Basketball', ['Point Guard', 'Center']);
  soccerId = soccer.id;
});
afterAll(() => t.close());

describe('GET /v1/sports', () => {
  it('lists sports by name with their positions, coach positions filtered out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/sports' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      type: string;
      attributes: { name: string; positions: { name: string }[] };
    }[];
    expect(data.map((s) => s.attributes.name)).toEqual(['Basketball', 'Soccer']);
    const soccer = data.find((s) => s.attributes.name === 'Soccer');
    expect(soccer?.type).toBe('sport');
    expect(soccer?.attributes.positions.map((p) => p.name)).toEqual(['Goalkeeper', 'Striker']);
  });

  it('shows one sport, 404 for an unknown id and 422 for a non-numeric one', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/v1/sports/${soccerId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.positions).toHaveLength(2);

    const missing = await t.app.inject({ method: 'GET', url: '/v1/sports/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Sport not found'] });

    const bad = await t.app.inject({ method: 'GET', url: '/v1/sports/abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toHaveProperty('id');
  });
});
