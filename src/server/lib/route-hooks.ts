import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend' | 'onResponse';

/**
 * Adds a hook to one route from an `onRoute` hook (after the route's own hooks). Cross-cutting
 * checks that only some routes need are put there rather than on every request: a health check
 * or a static file then pays nothing for them (ADR 0024).
 */
export function appendRouteHook<K extends RouteHookName>(
  route: RouteOptions,
  name: K,
  hook: NonNullable<RouteOptions[K]> extends infer H ? (H extends (infer F)[] ? F : H) : never,
): void {
  const existing = route[name] as unknown;
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<K, unknown[]>)[name] = [...list, hook];
}
