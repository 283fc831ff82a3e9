import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';
import { cutDescription } from '../../shared/domain/display';
import { athleteSummaryQueryOptions } from '../features/athletes/api';
import { groupQueryOptions } from '../features/groups/api';
import { schoolSearchQueryOptions, searchTextOf, trainerSearchQueryOptions } from '../features/landing/api';
import {
  collegeQueryOptions,
  genderFromSlug,
  trainersQueryOptions,
  unfilteredTrainers,
  upcomingOpeningsQueryOptions,
} from '../features/schools/api';
import { sportsQueryOptions } from '../features/sports/api';
import { queryClient } from './query-client';

// The public pages (ADR 0022, ADR 0036), each described once: the calls its content comes from,
// its title and description, and the modules it shows. The route's loader runs the calls: in the
// browser it starts them as the route matches, while the page's code downloads, and returns at
// once (the page finds them in flight in the query cache); on the server (src/web/entry-server.tsx)
// it waits for them, in the page's own query cache, and its answer is the page's head.

/** A page's `<title>` and meta description (the shell's own description when absent). */
export interface PageHead {
  title: string;
  description?: string;
}

interface PublicPage {
  /** Fills `client` with the page's data; rejects as its first failed call does (404: no such page). */
  data(client: QueryClient, params: Params, search: URLSearchParams): Promise<PageHead>;
  /** Source modules it shows (keys of the build's manifest): their CSS is linked in the server's HTML. */
  modules: string[];
}

/** The landing page, with the results of its search by name when the URL has one (`/?q=`). */
async function landingData(client: QueryClient, _params: Params, search: URLSearchParams): Promise<PageHead> {
  const text = searchTextOf(search);
  if (text !== '') {
    // A failed search leaves its query empty: the page asks again in the browser.
    await Promise.all([
      client.prefetchQuery(schoolSearchQueryOptions(text)),
      client.prefetchQuery(trainerSearchQueryOptions(text)),
    ]);
  }
  return { title: `${PRODUCT_NAME} | Train with college athletes` };
}

async function trainerData(client: QueryClient, params: Params): Promise<PageHead> {
  const athlete = await client.fetchQuery(athleteSummaryQueryOptions(params.athleteSlug ?? ''));
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const about = [athlete.sport, athlete.college].filter(Boolean).join(', ');
  return {
    title: `${name} | ${PRODUCT_NAME}`,
    description:
      cutDescription(athlete.profile_description) ||
      `Book a training session with ${name}${about ? ` (${about})` : ''} on ${PRODUCT_NAME}.`,
  };
}

/**
 * The school page's calls as the page makes them: the school first (an unknown school is the
 * not-found page alone, without its lists), then its upcoming cards and the sports, then the
 * trainer list with the filters the URL names (a sport is looked up by its slug; `type` and
 * `near` in its query).
 */
async function schoolData(client: QueryClient, params: Params, search: URLSearchParams): Promise<PageHead> {
  const slug = params.schoolSlug ?? '';
  const school = (await client.fetchQuery(collegeQueryOptions(slug))).data.attributes;
  const [sports] = await Promise.all([
    client.fetchQuery(sportsQueryOptions()),
    client.prefetchQuery(upcomingOpeningsQueryOptions(slug)),
  ]);
  const sportId =
    params.sportSlug === undefined
      ? null
      : (sports.data.find((sport) => sport.attributes.slug === params.sportSlug)?.attributes.id ?? null);
  await client.prefetchInfiniteQuery(
    trainersQueryOptions({
      ...unfilteredTrainers(slug),
      gender: genderFromSlug(params.genderSlug),
      sportId,
      // The page's own filters in the address (school-page.tsx), as it asks for them.
      athleteType: search.get('type') ?? 'all',
      location: search.get('near') ?? '',
    }),
  );
  return {
    title: `${school.name} | ${PRODUCT_NAME}`,
    description: `Book training with ${school.name} athletes, coaches and trainers on ${PRODUCT_NAME}.`,
  };
}

async function groupData(client: QueryClient, params: Params): Promise<PageHead> {
  const [group] = await Promise.all([
    client.fetchQuery(groupQueryOptions(params.groupSlug ?? '')),
    client.prefetchQuery(sportsQueryOptions()),
  ]);
  const name = group.data.attributes.name;
  return {
    title: `${name} | ${PRODUCT_NAME}`,
    description: `Book training with the trainers of ${name} on ${PRODUCT_NAME}.`,
  };
}

const HEADER = 'components/header.tsx';
const SCHOOL_MODULES = ['features/schools/school-page.tsx', HEADER];

/** The public pages by route id. */
export const PUBLIC_PAGES = {
  landing: { data: landingData, modules: ['features/landing/landing-page.tsx'] },
  trainer: { data: trainerData, modules: ['features/athletes/athlete-page.tsx', HEADER] },
  school: { data: schoolData, modules: SCHOOL_MODULES },
  'school-short': { data: schoolData, modules: SCHOOL_MODULES },
  'school-sport': { data: schoolData, modules: SCHOOL_MODULES },
  'school-sport-gender': { data: schoolData, modules: SCHOOL_MODULES },
  group: { data: groupData, modules: ['features/groups/group-page.tsx', HEADER] },
} as const satisfies Record<string, PublicPage>;

export type PublicPageId = keyof typeof PUBLIC_PAGES;

/** The public page a route id names, if any. */
export function publicPageById(id: string | undefined): PublicPage | undefined {
  return id !== undefined && Object.hasOwn(PUBLIC_PAGES, id) ? PUBLIC_PAGES[id as PublicPageId] : undefined;
}

/** What the server hands a route's loader: the page's own query cache, whose calls it waits for. */
export interface ServerLoadContext {
  pageClient: QueryClient;
}

function pageClientOf(context: unknown): QueryClient | undefined {
  return (context as Partial<ServerLoadContext> | undefined)?.pageClient;
}

/** The loader of the public page `id` (router.tsx): its head on the server, null in the browser. */
export function loadPublicPage(id: PublicPageId, { params, request, context }: LoaderFunctionArgs) {
  const page = PUBLIC_PAGES[id];
  const search = new URL(request.url).searchParams;
  const pageClient = pageClientOf(context);
  if (pageClient) return page.data(pageClient, params, search);
  // The browser: the calls run on; a failure is the page's own to show.
  page.data(queryClient, params, search).catch(() => undefined);
  return null;
}
