import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { buildServer } from '../../scripts/build-server';

// Production installs without dev dependencies (`npm prune --omit=dev`, README): the server
// bundle `node dist/server/main.js` runs must not load one at start (ADR 0029). The browser
// tests run that bundle; this checks what it imports before anything is installed or not.
const outdir = mkdtempSync(path.join(tmpdir(), 'trainhub-server-build-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The packages a module imports statically, and the local chunks it loads (static or not). */
function importsOf(file: string) {
  const code = readFileSync(path.join(outdir, file), 'utf8');
  const staticSpecifiers = [
    ...code.matchAll(/^import\s[^'"]*?from\s*["']([^"']+)["'];?$|^import\s*["']([^"']+)["'];?$/gm),
  ].map((m) => m[1] ?? m[2] ?? '');
  return staticSpecifiers;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

describe('the production server bundle', () => {
  it('loads no dev dependency at start, and keeps the demo seed (faker) in a chunk of its own', async () => {
    await buildServer(outdir);
    const devOnly = new Set(Object.keys(pkg.devDependencies));
    // Every module main.js loads at start: itself and the chunks it imports statically.
    const seen = new Set<string>();
    const queue = ['main.js'];
    const packages = new Set<string>();
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('./')) queue.push(specifier.slice(2));
        else if (!specifier.startsWith('node:')) packages.add(packageOf(specifier));
      }
    }
    expect([...packages].filter((p) => devOnly.has(p))).toEqual([]);
    expect(packages.has('fastify')).toBe(true);
    // The seed is there, loaded on demand only, and it is where faker is.
    const seedChunk = readdirSync(outdir).find((f) => f.startsWith('demo-data-') && f.endsWith('.js'));
    expect(seedChunk).toBeDefined();
    expect(seen.has(seedChunk ?? '')).toBe(false);
    expect(importsOf(seedChunk ?? '').map(packageOf)).toContain('@faker-js/faker');
    expect(readdirSync(path.join(outdir, 'migrations')).some((f) => f.endsWith('.sql'))).toBe(true);
  });
});
