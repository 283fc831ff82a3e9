import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app';
import { createS3Storage, type S3StorageConfig } from './s3-storage';
import { createStorageFromEnv } from './storage-from-env';

// A stand-in for S3: records what the browser's PUT would deliver.
interface Received {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let server: Server;
let endpoint: string;
const received: Received[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { etag: '"x"' }).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('stand-in has no port');
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const NOW = new Date('2026-11-22T15:00:00Z');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const credentials = { accessKeyId: 'AKIDTRAINHUB', secretAccessKey: 'not-a-real-secret' };

describe('S3-compatible storage', () => {
  it('gives a presigned PUT that delivers the file with its type and public-read ACL', async () => {
    const config: S3StorageConfig = {
      bucket: 'trainhub-test',
      region: 'us-east-2',
      endpoint,
      ...credentials,
    };
    const storage = await createS3Storage(config, () => NOW);
    expect(storage.kind).toBe('s3');
    const { signedUrl, url } = await storage.createUpload({
      ownerKind: 'client',
      ownerId: 7,
      fileType: 'png',
    });

    const key = /^uploads\/client\/7\/[a-f0-9]{32}\.png$/;
    expect(url.startsWith(`${endpoint}/trainhub-test/`)).toBe(true);
    expect(url.slice(`${endpoint}/trainhub-test/`.length)).toMatch(key);

    const res = await fetch(signedUrl, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' },
    });
    expect(res.status).toBe(200);
    const [put] = received.splice(0);
    expect(put?.method).toBe('PUT');
    // Path-style with an endpoint: /bucket/key, and the object lands where `url` points.
    expect(`${endpoint}${put?.url.pathname}`).toBe(url);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['x-amz-acl']).toBe('public-read');
    expect(put?.body.equals(PNG)).toBe(true);

    const query = put?.url.searchParams;
    expect(query?.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
    expect(query?.get('X-Amz-Expires')).toBe('900');
    expect(query?.get('X-Amz-Date')).toBe('20261122T150000Z');
    expect(query?.get('X-Amz-Credential')).toBe('AKIDTRAINHUB/20261122/us-east-2/s3/aws4_request');
    // Type and ACL are signed: S3 refuses a PUT that changes either.
    expect(query?.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-type', 'host', 'x-amz-acl']),
    );
    // No checksum of an empty body signed in (that would fail every real upload).
    expect([...(query?.keys() ?? [])].some((k) => k.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('keys uploads per owner and file type, never twice the same', async () => {
    const storage = await createS3Storage({ bucket: 'b', endpoint, ...credentials }, () => NOW);
    const a = await storage.createUpload({ ownerKind: 'athlete', ownerId: 42, fileType: 'jpeg' });
    const b = await storage.createUpload({ ownerKind: 'athlete', ownerId: 42, fileType: 'jpeg' });
    expect(a.url).toMatch(/\/b\/uploads\/athlete\/42\/[a-f0-9]{32}\.jpg$/);
    expect(a.url).not.toBe(b.url);
  });

  it('uses the public URL (a CDN) or the bucket virtual host for `url`', async () => {
    const cdn = await createS3Storage(
      { bucket: 'pics', region: 'us-west-2', publicUrl: 'https://cdn.example.com/', ...credentials },
      () => NOW,
    );
    const viaCdn = await cdn.createUpload({ ownerKind: 'client', ownerId: 1, fileType: 'gif' });
    expect(viaCdn.url).toMatch(/^https:\/\/cdn\.example\.com\/uploads\/client\/1\/[a-f0-9]{32}\.gif$/);
    // Without an endpoint the link goes to AWS itself, virtual-hosted.
    expect(viaCdn.signedUrl).toMatch(/^https:\/\/pics\.s3\.us-west-2\.amazonaws\.com\/uploads\/client\/1\//);

    const aws = await createS3Storage({ bucket: 'pics', region: 'us-west-2', ...credentials }, () => NOW);
    const direct = await aws.createUpload({ ownerKind: 'client', ownerId: 1, fileType: 'webp' });
    expect(direct.url).toMatch(
      /^https:\/\/pics\.s3\.us-west-2\.amazonaws\.com\/uploads\/client\/1\/[a-f0-9]{32}\.webp$/,
    );
    expect(direct.signedUrl.startsWith(`${direct.url}?`)).toBe(true);
  });

  it("names the origins the browser reaches (the CSP allows them) as the SDK's links use them", async () => {
    const configs: S3StorageConfig[] = [
      { bucket: 'pics' },
      { bucket: 'pics', region: 'us-west-2', publicUrl: 'https://cdn.example.com/photos/' },
      { bucket: 'my.dotted.pics', region: 'eu-west-1' },
      { bucket: 'b', endpoint: `${endpoint}/` },
    ];
    for (const config of configs) {
      const storage = await createS3Storage({ ...config, ...credentials }, () => NOW);
      const upload = await storage.createUpload({ ownerKind: 'client', ownerId: 1, fileType: 'png' });
      expect(storage.browserOrigins, config.bucket).toEqual({
        upload: new URL(upload.signedUrl).origin,
        files: new URL(upload.url).origin,
      });
    }
  });

  it('is chosen when S3_BUCKET is set; the local default otherwise', async () => {
    const database = await openTestDatabase();
    try {
      const deps = { db: database.db, now: () => NOW, dataDir: '/tmp' };
      const s3 = await createStorageFromEnv(
        { S3_BUCKET: 'b', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' },
        deps,
      );
      expect(s3.kind).toBe('s3');
      expect((await s3.createUpload({ ownerKind: 'client', ownerId: 1, fileType: 'png' })).url).toMatch(
        new RegExp(`^${endpoint}/b/uploads/client/1/`),
      );
      const local = await createStorageFromEnv({ UPLOAD_SIGNING_SECRET: 'x'.repeat(16) }, deps);
      expect(local.kind).toBe('local');
      // Its links are paths on this server: nothing outside for the CSP to allow (ADR 0031).
      expect(local.browserOrigins).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
