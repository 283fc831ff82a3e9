import { matchRoutes, type RouteObject } from 'react-router';

// How many shapes of path are remembered (a handful in practice: the table's static words and the
// number of segments make a shape); past it the memory starts again.
const MAX_SHAPES = 1000;

/** Every static word of the table's paths (`s` of `s/:schoolSlug`), lower-cased. */
function staticWords(routes: readonly RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    for (const segment of (route.path ?? '').split('/')) {
      if (segment === '' || segment.startsWith(':') || segment === '*') continue;
      into.add(segment.replace(/\?$/, '').toLowerCase());
    }
    if (route.children) staticWords(route.children, into);
  }
  return into;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The deepest route of `routes` matching a path, as `matchRoutes(routes, pathname)` finds it,
 * worked out once per shape of path. `matchRoutes` flattens and ranks the whole table on every
 * call: ~0.4 ms of each server render of a page (ADR 0059). A path's shape keeps its segments
 * that are one of the table's static words (in any case or encoding) and puts `:` for each
 * other, which only a dynamic segment (`:slug`) or a splat can match: two paths of one shape
 * match the same routes. The first path of each shape is matched by `matchRoutes` itself.
 */
export function leafRouteMatcher(routes: RouteObject[]): (pathname: string) => RouteObject | undefined {
  const words = staticWords(routes);
  const byShape = new Map<string, RouteObject | undefined>();
  return (pathname) => {
    const shape = pathname
      .split('/')
      .map((segment) => (segment === '' || words.has(decoded(segment).toLowerCase()) ? segment : ':'))
      .join('/');
    if (byShape.has(shape)) return byShape.get(shape);
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    byShape.set(shape, leaf);
    return leaf;
  };
}
