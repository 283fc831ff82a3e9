// A signed-out visitor sent to /login from a signed-in-only page (a claim link from an email:
// /bookings?claim=12) comes back to it after signing in, as in the products people know. The
// address travels in the router's state (`from`), never in the URL, so no link can send anyone
// elsewhere (app/route-guards.tsx sets it, the sign-in form and the guards follow it).

/** Where a visitor sent to /login was going: a path of this app (router state), or undefined. */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** The router state that brings a visitor sent to /login back to `path` once signed in. */
export const returnTo = (path: string) => ({ from: path });
