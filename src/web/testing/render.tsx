// The web's component tests (ADR 0005): a page rendered in the app's own providers (theme, toast
// host, the app's query client with its retry and error-toast rules) under a memory router,
// with the API answered in-process through the app's one network seam, `setApiTransport`.
// Test files that use it run in happy-dom: `// @vitest-environment happy-dom` on their first line.
import { notifications } from '@mantine/notifications';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { afterEach } from 'vitest';
import { ModalsScope, Providers } from '../app/providers';
import { queryClient } from '../app/query-client';
import { setApiTransport } from '../lib/api-client';

// The app's rules stay (a failed query is tried once more, 4xx never): only the back-off before
// that retry goes, so a test does not wait a second for it.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// `findBy…` / `waitFor` wait up to 5 s instead of 1 s: the machines running the suite are shared
// and busy; a passing test does not wait longer for it.
configure({ asyncUtilTimeout: 5000 });

/** One API call as the server would receive it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** The server's answer: a status (200 unless given) and a JSON body. */
export interface ApiReply {
  status?: number;
  body?: unknown;
}

/**
 * Answers one call; `undefined` means the server does not know it (404). A promise answers when
 * it settles: a test holds an answer on its way while something else happens.
 */
export type ApiHandler = (call: ApiCall) => ApiReply | undefined | Promise<ApiReply | undefined>;

/**
 * Answers the app's API calls with `handler` instead of the network and records every call
 * (in order) in the returned list. Everything above the network (api-client, schemas, query
 * client, components) is the app's own code.
 */
export function fakeApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  setApiTransport(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = (await handler(call)) ?? { status: 404, body: { errors: ['Not found'] } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

// happy-dom lays nothing out, and its IntersectionObserver never reports. This one reports what
// a browser would: on observe, and again whenever the test scrolls, each watched element is in
// view once the visitor has scrolled to the bottom (`scrollToBottom`).
let atBottom = false;
const observers = new Set<ViewportObserver>();

class ViewportObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  readonly #callback: IntersectionObserverCallback;
  readonly #targets = new Set<Element>();

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.#targets.add(target);
    observers.add(this);
    // A browser delivers each new target's first entry in a later task.
    setTimeout(() => this.report([target]), 0);
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(targets: Iterable<Element> = this.#targets): void {
    const watched = [...targets].filter((target) => this.#targets.has(target));
    if (watched.length === 0) return;
    const entries = watched.map((target) => {
      const box = target.getBoundingClientRect();
      return {
        target,
        isIntersecting: atBottom,
        intersectionRatio: atBottom ? 1 : 0,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      } satisfies IntersectionObserverEntry;
    });
    this.#callback(entries, this);
  }
}

globalThis.IntersectionObserver = ViewportObserver;

// happy-dom has no `document.fonts`; Mantine's autosizing Textarea listens on it for web fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}

/** The visitor scrolls to the end of the page: whatever is watched there comes into view. */
export function scrollToBottom(): void {
  atBottom = true;
  for (const observer of [...observers]) observer.report();
}

/**
 * Renders `routes` as the app does (providers, modals beside the page) on a memory router
 * that starts at `at` (a path, or `{ pathname, state }` for route state). Returns Testing
 * Library's queries, the router (its `state.location` is where the visitor is) and a
 * user-event session for clicks and typing.
 */
export function renderRoutes(routes: RouteObject[], at: InitialEntry) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalsScope>
            <Outlet />
          </ModalsScope>
        ),
        children: routes,
      },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}

// Each test starts with nothing on screen, nothing cached, no session and no toasts.
afterEach(() => {
  cleanup();
  queryClient.clear();
  notifications.clean();
  window.localStorage.clear();
  atBottom = false;
  observers.clear();
});
