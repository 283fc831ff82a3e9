import { it } from 'vitest';
import { listRoutes } from '../app';
import { createTestApp } from '../testing/test-app';
it('probe', async () => {
  const t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  const lines: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) for (const [m, op] of Object.entries(ops as Record<string, any>)) {
    const params = (op.parameters ?? []).map((x: any) => `${x.in}:${x.name}`).join(',');
    const ct = op.requestBody ? Object.keys(op.requestBody.content).join('|') : '';
    lines.push(`${m.toUpperCase()} ${p} [${params}] ${ct} sec=${op.security ? 'y' : 'n'}`);
  }
  console.log(lines.join('\n'));
  console.log('routes', listRoutes(t.app).filter(r => !r.hidden).length, listRoutes(t.app).filter(r => r.hidden).map(r => r.method + ' ' + r.url).join('\n'));
  await t.close();
});
