// The server's renderer of the public pages (ADR 0022, ADR 0036), built with `vite build --ssr`
// and loaded by src/server/features/web-pages. It runs the same route tree and loaders the
// browser hydrates with, their reads answered by the server's service functions, so both sides
// see the same data.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
// React's Node renderer ('react-dom/server' would read as src/server to the layering lint).
import { renderToString } from 'react-dom/server.node';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PublicReads } from '../shared/api/public-reads';
import { Providers } from './app/providers';
import { type PageHead, publicPageById, type ServerLoadContext } from './app/public-pages';
import { leafRouteMatcher } from './app/route-shape';
import { framedTrainerRoute, routes as playerRoutes } from './app/router';
import { type ServerState, stateElement } from './app/server-rendered';
import { trainerRoute } from './features/trainer-site/trainer-routes';
import { setServerReads } from './lib/server-reads';

/** What the server puts around the rendered markup. */
export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The `<script type="application/json">` element with the page's state, for after `#root`. */
  stateElement: string;
  title: string;
  /** Meta description; the shell's own when absent. */
  description?: string;
  /** The page's source modules (keys of the client build's manifest): their CSS loads with the HTML. */
  modules: string[];
}

// One handler for the process: each route's lazy code is loaded once, then kept.
// The whole table: the browser adds the trainer site's on its paths only (router.tsx).
const routes = [framedTrainerRoute(trainerRoute), ...playerRoutes];
const handler = createStaticHandler(routes);
const leafRoute = leafRouteMatcher(routes);

// A Suspense boundary left for the browser (its code was not loaded yet): `<!--$!-->`.
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _ of stream);
}

/**
 * The page's complete markup, or null. renderToString writes everything in place: a streaming
 * render would move large boundaries behind inline scripts, which the CSP forbids. It cannot
 * wait for lazy code (the header, a page's parts), so the first time a page meets some, a
 * static prerender (which waits) loads it and the page is rendered again; the modules then
 * stay loaded for the process. A render error (the route's error boundary does not catch on
 * the server) makes no page.
 */
async function renderComplete(page: ReactNode): Promise<string | null> {
  try {
    let html = renderToString(page);
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
      const { prelude } = await prerenderToNodeStream(page);
      await drain(prelude);
      html = renderToString(page);
    }
    return html.includes(CLIENT_RENDERED_BOUNDARY) || html.includes('<script') ? null : html;
  } catch {
    return null;
  }
}

/** The browser shows its not-found page here: answered with the shell and HTTP 404. */
export const NOT_FOUND = 'not-found';

/**
 * Renders `url` (path and query) when it is one of the public pages. `NOT_FOUND` when the web
 * app has no page there: no route but a catch-all (`*`) matches, or the page's data says there
 * is no such trainer, school or group (the browser then shows the same not-found page). null
 * for a page the server does not render, or when anything fails: the caller then sends the
 * plain single-page shell, which shows what the browser would have shown anyway.
 */
export async function renderPage(
  url: string,
  reads: PublicReads,
): Promise<RenderedPage | typeof NOT_FOUND | null> {
  setServerReads(reads);
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  // The route table is the one source of which addresses are pages (ADR 0031).
  const leaf = leafRoute(pathname);
  if (!leaf || leaf.path === '*') return NOT_FOUND;
  const page = publicPageById(leaf.id);
  if (!page) return null;

  // Per page: nothing of one visitor's render is kept for the next. The routes' loaders fill it.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const requestContext: ServerLoadContext = { pageClient: client };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return null;
  if (context.errors) {
    return Object.values(context.errors).some(isNotFound) ? NOT_FOUND : null;
  }
  const head = context.loaderData[leaf.id ?? ''] as PageHead | undefined;
  if (!head) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  const html = await renderComplete(element);
  if (html === null) return null;
  const state: ServerState = {
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  client.clear();
  return { html, stateElement: stateElement(state), ...head, modules: page.modules };
}

/** A read of a trainer, school or group that does not exist (PublicReads rejects with 404). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404;
}
