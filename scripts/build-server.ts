// Builds the API server for `node dist/server/main.js` (ADR 0029): production runs compiled
// JavaScript, with neither tsx nor the demo's faker installed. The server's own code is
// bundled; every package stays an import of node_modules. The demo seed is split into its own
// chunk, loaded only when SEED_DEMO asks for it. The migrations are copied beside the bundle,
// where `db/client.ts` looks for them (next to its own module), with the empty embedded database
// a new data directory starts from (`builtEmptyDatabaseFile`, ADR 0077).
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { builtEmptyDatabaseFile, migratedPgliteTemplate } from '../src/server/db/client';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer(outdir = path.join(root, 'dist/server')): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'src/server/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  const empty = await migratedPgliteTemplate('gzip');
  await writeFile(
    path.join(outdir, path.basename(builtEmptyDatabaseFile)),
    Buffer.from(await empty.arrayBuffer()),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log('server built into dist/server');
}
