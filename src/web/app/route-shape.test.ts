import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trainerRoute } from '../features/trainer-site/trainer-routes';
import { leafRouteMatcher } from './route-shape';
import { framedTrainerRoute, routes as playerRoutes } from './router';

// The server renderer's table (entry-server.tsx): the trainer site's and the player app's routes.
const routes: RouteObject[] = [framedTrainerRoute(trainerRoute), ...playerRoutes];

/** Every segment the table's paths are written with, as a path may carry them. */
function tableSegments(list: readonly RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of list) {
    for (const segment of (route.path ?? '').split('/')) if (segment) into.add(segment);
    if (route.children) tableSegments(route.children, into);
  }
  return into;
}

const written = [...tableSegments(routes)];
// A path's segments: the table's own words (in other cases, encoded), its parameters' names
// taken as words, slugs, and what is neither.
const segment = fc.oneof(
  fc.constantFrom(...written),
  fc.constantFrom(...written).map((s) => s.toUpperCase()),
  fc
    .constantFrom(...written)
    .map((s) => encodeURIComponent(s).replace(/^(.)/, (c) => `%${c.charCodeAt(0).toString(16)}`)),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  fc.constantFrom('', ':', '*', '%2F', 'a%20b', 'laura-koch', 'bluegrass-state'),
);
const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);

describe('the leaf route of a path', () => {
  it('is the one matchRoutes finds, for any path, however many were asked before', () => {
    const leafRoute = leafRouteMatcher(routes);
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 30 }), (paths) => {
        for (const p of paths) expect(leafRoute(p)).toBe(matchRoutes(routes, p)?.at(-1)?.route);
      }),
      { numRuns: 300 },
    );
  });

  it('tells pages apart that share a shape only in part', () => {
    const leafRoute = leafRouteMatcher(routes);
    const trainer = leafRoute('/laura-koch');
    const school = leafRoute('/s/bluegrass-state');
    expect(trainer?.id).toBeDefined();
    expect(school?.id).toBeDefined();
    expect(trainer).not.toBe(school);
    expect(leafRoute('/other-trainer')).toBe(trainer);
    expect(leafRoute('/s/other-school')).toBe(school);
    expect(leafRoute('/login')).toBe(matchRoutes(routes, '/login')?.at(-1)?.route);
    expect(leafRoute('/login')).not.toBe(trainer);
  });
});
