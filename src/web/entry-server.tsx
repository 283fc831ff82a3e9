// The server's renderer of the public pages (ADR 0022), built with `vite build --ssr` and loaded
// by src/server/features/web-pages. It renders the same route tree the browser hydrates, from a
// query cache filled by the same query functions, so both sides see the same data.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
// React's Node renderer ('react-dom/server' would read as src/server to the layering lint).
import { renderToString } from 'react-dom/server.node';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { MAX_UPCOMING_CARDS, PRODUCT_NAME } from '../shared/constants';
import { cutDescription } from '../shared/domain/display';
import { Providers } from './app/providers';
import { routes, SERVER_RENDERED } from './app/router';
import { type ServerState, stateElement } from './app/server-rendered';
import { groupQueryOptions } from './features/groups/api';
import { schoolSearchQueryOptions, searchTextOf, trainerSearchQueryOptions } from './features/landing/api';
import {
  collegeQueryOptions,
  genderFromSlug,
  schoolScheduleQueryOptions,
  trainersQueryOptions,
  unfilteredTrainers,
} from './features/schools/api';
import { sportsQueryOptions } from './features/sports/api';
import { athleteQueryOptions } from './features/trainers/api';
import { type ApiTransport, setApiTransport } from './lib/api-client';
import { ApiError } from './lib/api-error';

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

interface PageHead {
  title: string;
  description?: string;
}

/** Fills the client with a page's data; null when the page has nothing to show (unknown slug). */
type PageData = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<PageHead | null>;

/** The landing page, with the results of its search by name when the URL has one (`/?q=`). */
async function landingPage(client: QueryClient, _params: Params, search: URLSearchParams): Promise<PageHead> {
  const text = searchTextOf(search);
  if (text !== '') {
    // A failed call leaves its query empty: the browser asks again after hydration.
    await Promise.all([
      client.prefetchQuery(schoolSearchQueryOptions(text)),
      client.prefetchQuery(trainerSearchQueryOptions(text)),
    ]);
  }
  return { title: `${PRODUCT_NAME} | Train with college athletes` };
}

async function trainerPage(client: QueryClient, params: Params): Promise<PageHead | null> {
  const slug = params.athleteSlug;
  if (!slug) return null;
  const athlete = (await client.fetchQuery(athleteQueryOptions(slug))).data.attributes;
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const about = [athlete.sport, athlete.college].filter(Boolean).join(', ');
  return {
    title: `${name} | ${PRODUCT_NAME}`,
    description:
      cutDescription(athlete.profile_description) ||
      `Book a training session with ${name}${about ? ` (${about})` : ''} on ${PRODUCT_NAME}.`,
  };
}

/** The school page's calls as the page makes them: school, upcoming cards, sports, trainers. */
async function schoolPage(client: QueryClient, params: Params): Promise<PageHead | null> {
  const slug = params.schoolSlug;
  if (!slug) return null;
  const school = (await client.fetchQuery(collegeQueryOptions(slug))).data.attributes;
  const [sports] = await Promise.all([
    client.fetchQuery(sportsQueryOptions()),
    client.prefetchInfiniteQuery(schoolScheduleQueryOptions(slug, MAX_UPCOMING_CARDS)),
  ]);
  // The trainer list's filters as the page starts them (a sport in the URL is looked up by slug).
  const sportId =
    params.sportSlug === undefined
      ? null
      : (sports.data.find((sport) => sport.attributes.slug === params.sportSlug)?.attributes.id ?? null);
  await client.prefetchInfiniteQuery(
    trainersQueryOptions({ ...unfilteredTrainers(slug), gender: genderFromSlug(params.genderSlug), sportId }),
  );
  return {
    title: `${school.name} | ${PRODUCT_NAME}`,
    description: `Book training with ${school.name} athletes, coaches and trainers on ${PRODUCT_NAME}.`,
  };
}

async function groupPage(client: QueryClient, params: Params): Promise<PageHead | null> {
  const slug = params.groupSlug;
  if (!slug) return null;
  const [group] = await Promise.all([
    client.fetchQuery(groupQueryOptions(slug)),
    client.prefetchQuery(sportsQueryOptions()),
  ]);
  const name = group.data.attributes.name;
  return {
    title: `${name} | ${PRODUCT_NAME}`,
    description: `Book training with the trainers of ${name} on ${PRODUCT_NAME}.`,
  };
}

const HEADER = 'components/header.tsx';
const SCHOOL = { data: schoolPage, modules: ['features/schools/school-page.tsx', HEADER] };

/** Each server-rendered route: its data, and the modules it shows (page and header). */
const PAGES: Record<string, { data: PageData; modules: string[] }> = {
  [SERVER_RENDERED.landing]: {
    data: landingPage,
    modules: ['features/landing/landing-page.tsx'],
  },
  [SERVER_RENDERED.trainer]: { data: trainerPage, modules: ['features/trainers/trainer-page.tsx', HEADER] },
  [SERVER_RENDERED.school]: SCHOOL,
  [SERVER_RENDERED.schoolShort]: SCHOOL,
  [SERVER_RENDERED.schoolSport]: SCHOOL,
  [SERVER_RENDERED.schoolSportGender]: SCHOOL,
  [SERVER_RENDERED.group]: { data: groupPage, modules: ['features/groups/group-page.tsx', HEADER] },
};

/**
 * The browser's routes with loaders that do nothing: the page's data is fetched above, into
 * the page's own client. The loaders stay (returning null) so the browser's router, given
 * that loader data, starts without running them or showing its loading screen.
 */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const copy = { ...route } as RouteObject;
    if (copy.loader) copy.loader = () => null;
    if (copy.children) copy.children = withoutLoaders(copy.children);
    return copy;
  });
}

// One handler for the process: each route's lazy code is loaded once, then kept.
const handler = createStaticHandler(withoutLoaders(routes));

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
  api: ApiTransport,
): Promise<RenderedPage | typeof NOT_FOUND | null> {
  setApiTransport(api);
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname, searchParams } = new URL(request.url);
  // The route table is the one source of which addresses are pages (ADR 0031).
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return NOT_FOUND;
  const page = leaf.route.id === undefined ? undefined : PAGES[leaf.route.id];
  if (!page) return null;

  // Per page: nothing of one visitor's render is kept for the next.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let head: PageHead | null;
  try {
    head = await page.data(client, leaf.params, searchParams);
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? NOT_FOUND : null;
  }
  if (!head) return null;

  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return null;
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
