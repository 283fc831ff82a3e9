import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

/** Routes whose first load we watch, by the page module the router lazy-loads (SPEC §2 names). */
export const WATCHED_ROUTES: { route: string; module: RegExp; budgetKb?: number }[] = [
  { route: '/ (landing)', module: /^features\/landing\/landing-page\.tsx$/, budgetKb: 150 },
  {
    route: '/{athleteSlug} (trainer page)',
    module: /^features\/athletes\/athlete-page\.tsx$/,
    budgetKb: 150,
  },
  { route: '/login', module: /^features\/auth\/login-page\.tsx$/ },
  { route: '/signup', module: /^features\/signup\/.*page\.tsx$/ },
  { route: '/s/{school} (school page)', module: /^features\/schools\/school-page\.tsx$/ },
  { route: '/bookings', module: /^features\/bookings\/bookings-page\.tsx$/ },
];

export interface BundleFigure {
  route: string;
  gzipKb: number;
  files: number;
  budgetKb?: number;
}

function readManifest(): Manifest {
  const file = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** Initial JavaScript (gzip) of each watched route: the entry's closure plus the page's. */
export function bundleFigures(): BundleFigure[] {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const figures: BundleFigure[] = [];
  for (const watched of WATCHED_ROUTES) {
    const page = Object.keys(manifest).find((k) => watched.module.test(k));
    if (!page) continue;
    const keys = new Set([...closure(manifest, entry), ...closure(manifest, page)]);
    const files = [...keys].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    figures.push({
      route: watched.route,
      gzipKb: bytes / 1024,
      files: files.length,
      ...(watched.budgetKb ? { budgetKb: watched.budgetKb } : {}),
    });
  }
  return figures;
}
