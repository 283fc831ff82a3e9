import { lazy, Suspense } from 'react';

// A step between the trainer page and its reviews section. The page's own chunk lists the files
// of every chunk it may load (Vite's preload list); naming only this one, which needs nothing
// the page has not loaded, keeps a few dozen bytes of file names off the page's first load,
// which sits at the edge of its 150 KB budget (ADR 0010). The section's files are listed here instead.
const AthleteReviews = lazy(() =>
  import('./athlete-reviews').then((module) => ({ default: module.AthleteReviews })),
);

export function AthleteReviewsSlot({ athleteSlug }: { athleteSlug: string }) {
  return (
    <Suspense fallback={null}>
      <AthleteReviews athleteSlug={athleteSlug} />
    </Suspense>
  );
}
