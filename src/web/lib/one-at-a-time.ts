import { useRef } from 'react';

/**
 * A guard for a button's request: `run(start)` calls `start` unless a run it began has not ended
 * (`start` is handed `done`, to call when its request has settled). A double click then sends one
 * request: a mutation's `isPending`, which disables its button, reaches the screen only after
 * TanStack Query's next notification tick, later than a quick second click.
 */
export function useOneAtATime(): (start: (done: () => void) => void) => void {
  const busy = useRef(false);
  return (start) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  };
}
