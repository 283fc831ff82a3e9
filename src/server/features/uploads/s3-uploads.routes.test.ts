import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../integrations/storage/s3-storage';
import { signInToken } from '../../testing/client-profile-factories';
import { createClient } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// With S3 configured the API hands out bucket links and answers no upload links itself.
const ENDPOINT = 'http://127.0.0.1:9';
let t: TestApp;
let token: string;
let clientId: number;
beforeAll(async () => {
  const storage = await createS3Storage(
    { bucket: 'trainhub', endpoint: ENDPOINT, accessKeyId: 'AKID', secretAccessKey: 'secret' },
    () => new Date(),
  );
  t = await createTestApp({ context: { storage } });
  const client = await createClient(t.database.db);
  clientId = client.id;
  token = await signInToken(t.app, client.email, client.password);
});
afterAll(() => t.close());

describe('uploads with S3 configured', () => {
  it('GET /v1/client/profiles/signed_url returns a presigned bucket PUT and the public address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/client/profiles/signed_url?file_type=jpg',
      headers: { 'auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    const body: { signed_url: string; url: string } = res.json();
    expect(body.url).toMatch(
      new RegExp(`^${ENDPOINT}/trainhub/uploads/client/${clientId}/[a-f0-9]{32}\\.jpg$`),
    );
    const signed = new URL(body.signed_url);
    expect(`${signed.origin}${signed.pathname}`).toBe(body.url);
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('does not answer /uploads links itself (the local default would refuse this one with 403)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/uploads/${'a'.repeat(32)}.png?expires=9999999999&signature=${'0'.repeat(64)}`,
      payload: Buffer.from('x'),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found'] });
  });
});
