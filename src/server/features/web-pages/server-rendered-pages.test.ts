import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { athletes } from '../../db/schema';
import { createPlayer } from '../../testing/booking-factories';
import { createCollege, createOpenings } from '../../testing/discovery-factories';
import { createAthlete, createService } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rendererDirFor } from './server-rendered-pages';

// The real renderer (src/web/entry-server.tsx), built as `npm run build` builds it, beside a
// stand-in for the web app's index.html. Inside the repository: the renderer imports React
// and the other libraries from node_modules, as in production.
const repo = path.resolve(import.meta.dirname, '../../../..');
mkdirSync(path.join(repo, 'dist'), { recursive: true });
const webDir = mkdtempSync(path.join(repo, 'dist', 'web-test-'));
const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="The shell" />' +
  '<title>TrainHub</title></head><body><div id="root"></div></body></html>';

const HOSTILE = '</script><script>alert(1)</script><!--';

let t: TestApp;
let slug: string;
beforeAll(async () => {
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  await build({
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'entry-server.tsx', outDir: rendererDirFor(webDir), emptyOutDir: true },
  });
  t = await createTestApp({ webDistDir: webDir });
  const athlete = await createAthlete(t.database.db, {
    firstName: 'Robin',
    lastName: 'Quill',
    profileDescription: `Fast feet. ${HOSTILE} $& $1`,
  });
  slug = athlete.slug;
  await createService(t.database.db, athlete, { name: 'Footwork Basics' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(rendererDirFor(webDir), { recursive: true, force: true });
});

/** The JSON of the page's state element, as the browser reads it (textContent of the element). */
function stateText(html: string): string {
  const match = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no state element');
  return match[1];
}

describe('server-rendered public pages (ADR 0022)', () => {
  it("renders a trainer page with the trainer's name, trainings and title, and the data it was rendered from", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain('<h1');
    expect(root).toContain('Robin Quill');
    expect(root).toContain('Footwork Basics');
    expect(res.body).toContain('<title>Robin Quill | TrainHub</title>');
    expect(res.body).toContain('<meta name="description" content="Fast feet. &lt;/script&gt;');

    const state = JSON.parse(stateText(res.body));
    const athlete = state.queries.queries.find(
      (q: { queryKey: unknown[] }) => q.queryKey[0] === 'athletes' && q.queryKey[2] === slug,
    );
    expect(athlete.state.data.first_name).toBe('Robin');
    expect(athlete.state.data.profile_description).toBe(`Fast feet. ${HOSTILE} $& $1`);
    // The page shows no times: the trainer's bookable times stay out of the HTML (the booking
    // page asks for them).
    expect(athlete.state.data.provided_services[0].name).toBe('Footwork Basics');
    expect(athlete.state.data).not.toHaveProperty('generated_slots');
    // The page route's loader data is there, so the browser's router starts without running it.
    expect(state.router.loaderData.trainer).toMatchObject({ title: 'Robin Quill | TrainHub' });
  });

  it("keeps '<' in the data from closing the JSON script element or opening markup", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${slug}` });
    const json = stateText(res.body);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script\\u003e');
    // The page holds exactly the scripts it was built with: the state element and no other.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    // The text is escaped in the markup too ('$&' is not a replacement pattern here).
    expect(res.body).toContain(
      'Fast feet. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- $&amp; $1',
    );
  });

  it('sends the plain single-page shell for pages it does not render', async () => {
    for (const url of [
      '/login',
      '/bookings',
      '/bookings/12',
      '/disable_notifications/7',
      '/trainer/schedule',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(SHELL);
    }
  });

  // ADR 0031: the web app's route table (in the renderer) says which addresses are pages.
  it('answers 404 with the same shell where the web app shows its not-found page', async () => {
    for (const url of [
      '/this/does/not/exist',
      '/bookings/12/extra',
      '/trainer/no-such-section',
      '/nobody-by-this-name',
      '/s/no-such-school',
      '/g/no-such-group',
      '/this/does/not/exist?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(SHELL);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
    }
    // Compressed like any page; API paths and missing build files keep their JSON 404.
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(404);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const url of ['/v1/no-such-thing', '/assets/index-old.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
    }
  });

  it("renders a busy school's four upcoming openings and embeds those four, not its first days' all", async () => {
    const school = await createCollege(t.database.db, { slug: 'busy-state', name: 'Busy State University' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    for (const name of ['Ada', 'Bea', 'Cy']) {
      const trainer = await createAthlete(t.database.db, { firstName: name, collegeId: school.id });
      const service = await createService(t.database.db, trainer, { name: `${name}'s Footwork` });
      const starts = Array.from(
        { length: 10 },
        (_, i) =>
          new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 8 + i)),
      );
      await createOpenings(t.database.db, trainer.id, [service.id], starts);
    }
    const res = await t.app.inject({ method: 'GET', url: '/s/busy-state' });
    expect(res.statusCode).toBe(200);
    const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf('id="server-state"'));
    expect(root.split('data-testid="schedule-entry"').length - 1).toBe(4);
    const state = JSON.parse(stateText(res.body));
    const queries = state.queries.queries as { queryKey: unknown[]; state: { data: unknown } }[];
    const upcoming = queries.find((q) => q.queryKey[1] === 'upcoming' && q.queryKey[2] === 'busy-state');
    expect(upcoming?.state.data).toHaveLength(4);
    // The page's 30 openings of the day are read (the schedule's first page), not embedded.
    expect(queries.some((q) => q.queryKey[1] === 'schedule')).toBe(false);
    expect(JSON.stringify(upcoming?.state.data).split('"from_time"').length - 1).toBe(4);
  });

  it('compresses a rendered page for browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('renders the landing page without any data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('For PLAYERS');
    expect(res.body).toContain('<title>TrainHub | Train with college athletes</title>');
  });

  it('keeps pages single-page when the web app was rebuilt without its renderer', async () => {
    // A newer web build (another entry chunk in index.html) beside the renderer of the old one.
    const newerDir = mkdtempSync(path.join(repo, 'dist', 'web-test-'));
    const newerShell = SHELL.replace(
      '</head>',
      '<script type="module" src="/assets/index-new.js"></script></head>',
    );
    writeFileSync(path.join(newerDir, 'index.html'), newerShell);
    cpSync(rendererDirFor(webDir), rendererDirFor(newerDir), { recursive: true });
    const newer = await buildApp({ database: t.database, webDistDir: newerDir, logLevel: 'silent' });
    try {
      const res = await newer.inject({ method: 'GET', url: `/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(newerShell);
    } finally {
      await newer.close();
      rmSync(newerDir, { recursive: true, force: true });
      rmSync(rendererDirFor(newerDir), { recursive: true, force: true });
    }
  });

  it('renders a page once for visitors arriving together and keeps it until what it shows changes (ADR 0037)', async () => {
    const cachedApp = await createTestApp({ webDistDir: webDir, readCacheSeconds: 60 });
    try {
      const athlete = await createAthlete(cachedApp.database.db, { firstName: 'Sasha', lastName: 'Reed' });
      const url = `/${athlete.slug}`;
      const together = await Promise.all(
        Array.from({ length: 4 }, () => cachedApp.app.inject({ method: 'GET', url })),
      );
      expect(new Set(together.map((r) => r.body)).size).toBe(1);
      expect(together[0]?.body).toContain('Sasha Reed');

      // A write that changes nothing the page shows (a player signing out) keeps it.
      const player = await createPlayer(cachedApp.database.db, new Date());
      const write = await cachedApp.app.inject({
        method: 'DELETE',
        url: '/v1/client/sessions',
        headers: player.headers,
      });
      expect(write.statusCode).toBe(200);
      const kept = await cachedApp.app.inject({ method: 'GET', url });
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.body).toContain('Sasha Reed');

      // A change to the trainer, however it is written (here straight in the database), drops it.
      await cachedApp.database.db
        .update(athletes)
        .set({ firstName: 'Morgan' })
        .where(eq(athletes.id, athlete.id));
      const after = await cachedApp.app.inject({ method: 'GET', url });
      expect(after.headers['x-cache']).toBeUndefined();
      expect(after.body).toContain('Morgan Reed');
    } finally {
      await cachedApp.close();
    }
  });
});
