import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

interface RendererModule {
  renderPage(url: string, api: ApiTransport): Promise<RenderedPage | null>;
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
 * delayed the first paint by ~0.4 s under Lighthouse's slow 4G (ADR 0022).
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

export interface PageRenderer {
  /** The page's complete HTML, or null: the caller then sends the single-page shell. */
  render(url: string): Promise<string | null>;
}

/**
 * The renderer for the built web app in `webRoot`, or null when the build has no renderer
 * beside it (`vite build` without the `--ssr` step): every page then stays a single-page app.
 * The page's data comes from this app's own API, in-process (`inject`): the same routes,
 * serializers and micro-cache as a browser's calls, and never a visitor's token.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string): PageRenderer | null {
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

  const api: ApiTransport = async (url, init) => {
    const answer = await app.inject({
      method: init.method === 'GET' || init.method === undefined ? 'GET' : 'HEAD',
      url,
      headers: { accept: 'application/json' },
    });
    const noBody = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(noBody ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  const renderer: PageRenderer = {
    async render(url) {
      try {
        loading ??= import(pathToFileURL(rendererFile).href) as Promise<RendererModule>;
        const page = await (await loading).renderPage(url, api);
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
        return html;
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed; sent the single-page shell');
        return null;
      }
    },
  };
  // The first render loads React, the renderer and the layout's lazy parts (≈ 0.5–2 s): done
  // once the app is ready, in the background, instead of during the first visitor's request.
  app.addHook('onReady', async () => {
    void renderer.render('/');
  });
  return renderer;
}

/**
 * Sends the page as HTML, compressed when the browser takes it (the shell's own copies are
 * precompressed at build time; a rendered page is compressed here, once per request).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}
