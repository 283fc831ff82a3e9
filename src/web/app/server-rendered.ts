import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

// A page the server rendered (ADR 0022) carries what it was rendered from in a JSON script
// element; the CSP allows no inline scripts, and a JSON block is data, never run.

/** The id of the `<script type="application/json">` element holding the page's state. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What the browser needs to hydrate the server's HTML with the very same data. */
export interface ServerState {
  /** The query cache the page was rendered from (TanStack Query's dehydrated form). */
  queries: DehydratedState;
  /** The router's loader data for the matched routes. */
  router: HydrationState;
}

/** The state of a server-rendered page, or null for the plain single-page shell. */
export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (typeof state !== 'object' || state === null || !('queries' in state) || !('router' in state)) {
      return null;
    }
    return state as ServerState;
  } catch {
    return null;
  }
}

/**
 * JSON safe to place inside a `<script>` element: `<` (a `</script>` or `<!--` in a trainer's
 * text), `>` and `&` become \u escapes, as do the two line separators JavaScript once disallowed.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element the server writes after `#root`; `readServerState` reads it back. */
export function stateElement(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeForScript(state)}</script>`;
}
