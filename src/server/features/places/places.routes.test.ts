import { describe, expect, it } from 'vitest';
import { placeListResponseSchema } from '../../../shared/api/places';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const search = (query: string) => t.get(`/v1/places/cities?${query}`);

describe('GET /v1/places/cities', () => {
  it('suggests US cities as place resources, no sign-in needed', async () => {
    const res = await search('query=Lexington%2C%20KY');
    expect(res.statusCode).toBe(200);
    const body = placeListResponseSchema.parse(res.json());
    expect(body.data).toHaveLength(1);
    const [place] = body.data;
    expect(place).toMatchObject({
      type: 'place',
      attributes: { city: 'Lexington', state: 'KY', label: 'Lexington, KY' },
    });
    expect(place?.attributes.zip).toMatch(/^405\d\d$/);
    expect(place?.attributes.latitude).toBeCloseTo(38.03, 1);
    expect(place?.attributes.longitude).toBeCloseTo(-84.47, 1);
  });

  it('answers at most 10, each city once, ids unique', async () => {
    const res = await search('query=spring');
    const { data } = placeListResponseSchema.parse(res.json());
    expect(data).toHaveLength(10);
    expect(new Set(data.map((p) => p.attributes.label)).size).toBe(10);
    expect(new Set(data.map((p) => p.id)).size).toBe(10);
    expect(data.every((p) => p.attributes.city.toLowerCase().includes('spring'))).toBe(true);
  });

  it('finds the city of a zip', async () => {
    const { data } = placeListResponseSchema.parse((await search('query=90210')).json());
    expect(data.map((p) => [p.id, p.attributes.label])).toEqual([['90210', 'Beverly Hills, CA']]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search('query=zzzzqq');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('refuses a missing, too short or too long query with 422', async () => {
    const cases: [string, string][] = [
      ['', "can't be blank"],
      ['query=a', 'is too short (minimum is 2 characters)'],
      ['query=%20%20a%20%20', 'is too short (minimum is 2 characters)'],
      [`query=${'a'.repeat(101)}`, 'is too long (maximum is 100 characters)'],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toEqual({ errors: [{ query: message }] });
    }
    const repeated = await search('query=ab&query=cd');
    expect(repeated.statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.get('/v1/openapi.json')).json();
    const operation = doc.paths['/v1/places/cities']?.get;
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'query', in: 'query', required: true })]),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']));
  });
});
