// zod's settings must be in place before any schema module runs (zod-setup.ts): first import.
import './app/zod-setup';
import { hydrate } from '@tanstack/query-core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter, routesFor } from './app/router';
import { readServerState } from './app/server-rendered';
import { startErrorReporting } from './lib/error-reporting';
import { startHydration } from './lib/hydration';
import { getStoredUserJson } from './lib/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

startErrorReporting(getStoredUserJson());

/**
 * The matched routes' lazy code, loaded before the router starts: hydration must render the
 * page the server rendered, not the loading screen (React Router's advice for lazy routes).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

/** Lets the browser paint and handle input between two long pieces of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function app(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The server's HTML shows buttons before their code runs: a click on one while the page starts
 * would be lost. The last such click is kept and clicked again right after `hydrateRoot`; React
 * then hydrates the part of the page holding the button at once and answers it. (Links work
 * without JavaScript; a click before this entry runs cannot be seen without an inline script.)
 */
function keepEarlyClicks(): () => void {
  let clicked: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target) clicked = target;
  };
  document.addEventListener('click', remember, true);
  return () => {
    document.removeEventListener('click', remember, true);
    if (clicked?.isConnected) clicked.click();
  };
}

async function start(root: HTMLElement): Promise<void> {
  const state = readServerState(document);
  const startRoutes = await routesFor(window.location.pathname);
  if (state !== null) {
    const replayEarlyClick = keepEarlyClicks();
    // A page the server rendered (ADR 0022): the same data and page code, then hydration.
    try {
      hydrate(queryClient, state.queries);
      await loadMatchedRoutes(startRoutes);
      // Start-up in separate tasks (the page's modules, then the router, then hydration):
      // one long task would block input and count as Lighthouse TBT.
      await yieldToMain();
      const router = createAppRouter(startRoutes, state.router);
      await yieldToMain();
      // As a transition, React hydrates in short slices and lets input in between (as Next.js
      // does); a plain hydrateRoot renders the whole page in one long task.
      startHydration();
      startTransition(() => {
        hydrateRoot(root, app(router));
      });
      replayEarlyClick();
      return;
    } catch {
      // The page's code did not load: the router below shows its own error screen.
      replayEarlyClick();
    }
  }
  createRoot(root).render(app(createAppRouter(startRoutes)));
}

void start(container);
