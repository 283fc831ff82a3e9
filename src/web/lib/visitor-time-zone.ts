import { DEFAULT_TIME_ZONE } from '../../shared/constants';
import { todayKey } from '../../shared/domain/booking-calendar';
import { guessTimeZone } from '../../shared/domain/display';
import { useBrowserValue } from './hydration';

// The server cannot know the visitor's time zone (SPEC §9 'guessed'). Pages it renders (ADR 0022)
// use the product's default zone there; hydration reuses the default so the browser's first
// render matches the HTML, and React renders again with the browser's own zone right after.

/** The visitor's time zone, for dates and times shown on a server-rendered page. */
export function useVisitorTimeZone(): string {
  return useBrowserValue(DEFAULT_TIME_ZONE, guessTimeZone);
}

/**
 * The visitor's calendar day ('YYYY-MM-DD'). A page that only needs the day re-renders after
 * hydration only when the browser's day differs from the default zone's.
 */
export function useVisitorToday(): string {
  return useBrowserValue(todayKey(new Date(), DEFAULT_TIME_ZONE), () =>
    todayKey(new Date(), guessTimeZone()),
  );
}
