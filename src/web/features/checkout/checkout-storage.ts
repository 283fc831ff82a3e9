import { type CheckoutRouteState, checkoutRouteStateSchema } from '../../../shared/domain/checkout-state';
import { SELECTED_LOCATION_KEY } from '../../lib/session-storage';
import { bookingPagePath } from '../booking/use-book-service';

// SPEC §2: checkout without route state goes back to the stored service location, else home.
// We keep the booking page's path (or the trainer's page for a package) for that.
export const SERVICE_LOCATION_KEY = 'service_location';

export function parseCheckoutState(state: unknown): CheckoutRouteState | null {
  const parsed = checkoutRouteStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

export function servicePathFor(state: CheckoutRouteState): string {
  return state.providedService.package
    ? `/${state.athleteSlug}`
    : bookingPagePath(state.athleteSlug, state.providedService.slug);
}

export function rememberServiceLocation(state: CheckoutRouteState): void {
  try {
    window.localStorage.setItem(SERVICE_LOCATION_KEY, servicePathFor(state));
  } catch {
    // Storage blocked: a reload of checkout then goes home.
  }
}

/** Only an own-site path, so a tampered value cannot send the visitor elsewhere. */
export function storedServiceLocation(): string | null {
  try {
    const path = window.localStorage.getItem(SERVICE_LOCATION_KEY);
    return path && /^\/[^/]/.test(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * What the family chose and wrote on this checkout (the player, the notes), kept for the tab's
 * session: Edit on the player's details goes to the profile, and Back comes here again.
 */
export interface CheckoutDraft {
  playerId: number | null;
  notes: string;
}
const CHECKOUT_DRAFT_KEY = 'checkout_draft';
const EMPTY_DRAFT: CheckoutDraft = { playerId: null, notes: '' };

/** Which checkout a draft is of: the training and its time (a package has one). */
export function draftKeyOf(state: CheckoutRouteState): string {
  return `${state.providedService.id}@${state.selectedSlot?.training_start_date_time ?? 'package'}`;
}

export function readCheckoutDraft(key: string): CheckoutDraft {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
    if (stored?.key !== key) return EMPTY_DRAFT;
    return {
      playerId: typeof stored.playerId === 'number' ? stored.playerId : null,
      notes: typeof stored.notes === 'string' ? stored.notes : '',
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeCheckoutDraft(key: string, draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ key, ...draft }));
  } catch {
    // Storage blocked: the draft lives as long as the page.
  }
}

/** SPEC §4 after booking: the requested booking and the chosen location are forgotten. */
export function clearCheckoutStorage(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    window.localStorage.removeItem(SERVICE_LOCATION_KEY);
    window.localStorage.removeItem(SELECTED_LOCATION_KEY);
  } catch {
    // Nothing stored.
  }
}
