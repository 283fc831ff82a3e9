import { describe, expect, it } from 'vitest';
import { listRoutes } from './app';
import { testAppForFile } from './testing/test-app';

const t = testAppForFile();

interface Operation {
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses?: Record<string, unknown>;
}

describe('OpenAPI document', () => {
  it('lists every API route with its response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    // Every registered API route (not the docs themselves, not HEAD twins) is in the document.
    const registered = listRoutes(t.app).filter(
      (r) => /^\/v[12]\//.test(r.url) && !r.hidden && r.method !== 'HEAD' && !r.url.startsWith('/v1/docs'),
    );
    expect(registered.length).toBeGreaterThan(3);
    for (const r of registered) {
      const openApiPath = r.url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '');
      expect(documented, `${r.method} ${r.url} is documented`).toContain(`${r.method} ${openApiPath}`);
    }
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses ?? {}), `${method} ${path} has responses`).not.toHaveLength(0);
      }
    }
    expect(documented).toContain('POST /v1/client/sessions');
    expect(documented).toContain('GET /v1/sports/{id}');
    const signIn = doc.paths['/v1/client/sessions']?.post;
    expect(signIn?.requestBody).toBeDefined();
  });

  it('has a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
