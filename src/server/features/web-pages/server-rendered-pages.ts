import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicReads } from '../../../shared/api/public-reads';
import { KeptBody } from '../../lib/kept-bodies';
import type { ReadCache } from '../../lib/read-cache';
import { WEB_BUILD_STAMP_FILE, type WebBuildStamp, webBuildFingerprint } from './web-build-stamp';

// Server-rendered public pages (ADR 0022): the landing page, trainer pages, school pages and
// group pages come with their content in the HTML, so they paint before the web app's code
// runs and search engines index them. The web app then hydrates that HTML.

/** What the renderer built by `vite build --ssr entry-server.tsx` returns (src/web/entry-server.tsx). */
interface RenderedPage {
  html: string;
  stateElement: string;
  title: string;
  description?: string;
  modules: string[];
}

/** The renderer's answer for an address the web app has no page at (src/web/entry-server.tsx). */
const NOT_FOUND = 'not-found';

interface RendererModule {
  renderPage(url: string, reads: PublicReads): Promise<RenderedPage | typeof NOT_FOUND | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The folder of the renderer for a web build: beside it, `dist/web` → `dist/web-ssr` (never served). */
export function rendererDirFor(webRoot: string): string {
  return `${path.resolve(webRoot)}-ssr`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function readManifest(webRoot: string): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * `<link>`s for the CSS of the page's modules that the shell does not already load: the HTML
 * uses its classes, so it must be there before the first paint (no layout shift). Their code is
 * not preloaded: the entry chunk asks for it as it starts, and preloads fetched beside the CSS
 * delayed the first paint under Lighthouse's slow 4G (ADR 0022).
 */
function styleLinks(manifest: Manifest, modules: string[], shell: string): string {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (key !== 'index.html') for (const file of chunk.css ?? []) styles.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...styles]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}

function readStamp(rendererFile: string): WebBuildStamp | null {
  try {
    return JSON.parse(
      readFileSync(path.join(path.dirname(rendererFile), WEB_BUILD_STAMP_FILE), 'utf8'),
    ) as WebBuildStamp;
  } catch {
    return null;
  }
}

/** A rendered page: its HTML, and its compressed forms once a browser has asked for them. */
export interface Page {
  /** 404: the single-page shell, for an address the web app shows its not-found page at. */
  status: 200 | 404;
  /**
   * The HTML in UTF-8 (kept as a string, a page with any character past Latin-1, a typographic
   * apostrophe, would take two bytes a character, ADR 0044), and its compressed forms; while the
   * read cache keeps the page, its brotli form alone (ADR 0050).
   */
  body: KeptBody;
  /** Visitors it was sent to: all but the first are told `x-cache: hit`, as API answers are. */
  sends: number;
}

export interface PageRenderer {
  /**
   * The page; the shell with status 404 where the web app has no page (ADR 0031: its route
   * table decides, and a trainer, school or group that does not exist); or null: the caller
   * then sends the single-page shell as it is, with 200.
   */
  render(url: string): Promise<Page | null>;
}

export interface PageRendererOptions {
  /** The public pages' data: the API routes' own service functions (page-reads.ts, ADR 0036). */
  reads: PublicReads;
  /**
   * Where rendered pages are kept for the next visitors (the page is the same for everyone: the
   * anonymous page), each until what it shows changes (ADR 0037).
   */
  cache: ReadCache;
}

/**
 * A page not to keep: none could be made (the caller sends the shell), or the not-found page,
 * which names nothing a write could change (a trainer who signs up a moment later has a page).
 */
class NotKept extends Error {
  constructor(readonly page: Page | null) {
    super('not kept');
  }
}

/**
 * The renderer for the built web app in `webRoot`, or null when the build has no renderer
 * beside it (`vite build` without the `--ssr` step): every page then stays a single-page app.
 * The page's data comes from `options.reads`: what the API routes answer anyone, never what a
 * visitor's token would show.
 */
export function createPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  options: PageRendererOptions,
): PageRenderer | null {
  const rendererFile = path.join(rendererDirFor(webRoot), 'entry-server.js');
  if (!existsSync(rendererFile)) return null;
  const shell = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) return null;
  if (readStamp(rendererFile)?.indexHtmlSha256 !== webBuildFingerprint(shell)) {
    // `vite build` ran again without `--ssr`: this renderer's HTML would not match the new code.
    app.log.warn({ webRoot }, 'the server renderer was built for another web build; pages stay single-page');
    return null;
  }
  const manifest = readManifest(webRoot);
  let loading: Promise<RendererModule> | undefined;

  const renderHtml = async (url: string): Promise<{ status: Page['status']; html: string } | null> => {
    try {
      loading ??= import(pathToFileURL(rendererFile).href) as Promise<RendererModule>;
      const page = await (await loading).renderPage(url, options.reads);
      if (page === NOT_FOUND) return { status: 404, html: shell };
      if (!page) return null;
      // Function replacers: a `$&` in a trainer's text must stay text.
      let html = shell
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', () => `  ${styleLinks(manifest, page.modules, shell)}\n  </head>`)
        .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${page.stateElement}`);
      if (page.description) {
        const description = escapeHtml(page.description);
        html = html.replace(
          /<meta name="description" content="[^"]*"/,
          () => `<meta name="description" content="${description}"`,
        );
      }
      return { status: 200, html };
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; sent the single-page shell');
      return null;
    }
  };

  // A page rendered for one visitor is reused for the next ones (a render costs far more than
  // sending a rendered page, ADR 0022), and visitors arriving while it is being rendered wait for
  // that render instead of starting their own. It names what its reads were made of, and a
  // write that changes any of them drops it (ADR 0037).
  const renderKept = options.cache.define(
    'page',
    (_url, page: Page & { references: string[]; keepFor: number | undefined }) => page.references,
    async (url: string) => {
      const { value, references, keepFor } = await options.cache.collecting(() => renderHtml(url));
      if (value === null) throw new NotKept(null);
      const page = {
        status: value.status,
        body: new KeptBody(Buffer.from(value.html), { compressAll: true }),
        sends: 0,
        references,
        // True by the clock as long as every read it shows is (ADR 0050).
        keepFor,
        // Kept: its brotli form alone (read-cache.ts packs what it keeps).
        pack: () => page.body.pack(),
      };
      if (page.status === 404) throw new NotKept(page);
      return page;
    },
    { keepFor: (page) => page.keepFor },
  );
  const renderer: PageRenderer = {
    render: (url) =>
      renderKept(url).catch((error: unknown) => {
        if (error instanceof NotKept) return error.page;
        throw error;
      }),
  };
  // The first render loads React, the renderer and the layout's lazy parts (slow, ADR 0022):
  // done once the app is ready, in the background, instead of during the first visitor's request.
  app.addHook('onReady', async () => {
    void renderer.render('/');
  });
  return renderer;
}

/**
 * Sends the page as HTML, compressed when the browser takes it (the shell's own copies are
 * precompressed at build time; a rendered page is compressed here, once per encoding for as long
 * as the page is reused).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply.status(page.status).header('cache-control', 'no-cache');
  if (page.sends++ > 0) reply.header('x-cache', 'hit');
  return page.body.send(request, reply, 'text/html; charset=utf-8');
}
