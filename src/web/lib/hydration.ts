import { startTransition, useEffect, useState } from 'react';

// Whether React is hydrating a page the server rendered (ADR 0022): main.tsx says so before
// `hydrateRoot`, and <HydrationDone />, beside the page in the layout's Suspense boundary (which
// React hydrates after the rest), says when the page has been committed.
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

/** Rendered once, after the page: its effect runs when the hydrated page has been committed. */
export function HydrationDone(): null {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

/**
 * A value the server cannot know (the visitor's time zone, their calendar day). While the
 * server renders and the browser hydrates, it is `serverValue`, so the first render matches
 * the HTML; right after, the browser's value comes in as a transition: React re-renders in
 * short slices that let input in. (useSyncExternalStore with a server snapshot did the same
 * switch as a synchronous update: one long task after hydration, counted by Lighthouse as
 * blocking time; ADR 0026.) A component mounted later starts with the browser's value.
 */
export function useBrowserValue<T>(serverValue: T, browserValue: () => T): T {
  const [value, setValue] = useState(() =>
    typeof window === 'undefined' || hydrating ? serverValue : browserValue(),
  );
  // Once, on mount: both values are fixed for the page's life (as the store they replace was).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount
  useEffect(() => {
    const current = browserValue();
    if (!Object.is(current, value)) startTransition(() => setValue(current));
  }, []);
  return value;
}
