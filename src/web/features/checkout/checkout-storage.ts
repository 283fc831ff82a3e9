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

/** SPEC §4 after booking: the requested booking and the chosen location are forgotten. */
export function clearCheckoutStorage(): void {
  try {
    window.localStorage.removeItem(SERVICE_LOCATION_KEY);
    window.localStorage.removeItem(SELECTED_LOCATION_KEY);
  } catch {
    // Nothing stored.
  }
}
