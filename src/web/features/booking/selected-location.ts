import { type SelectedLocation, selectedLocationSchema } from '../../../shared/domain/checkout-state';
import { SELECTED_LOCATION_KEY } from '../../lib/session-storage';

// SPEC §3/§4: the chosen place is kept in local storage (location, address, trainingId) so a
// reload or the sign-in detour during checkout keeps it; sign-in clears it.

export function readSelectedLocation(): SelectedLocation | null {
  try {
    const json = window.localStorage.getItem(SELECTED_LOCATION_KEY);
    if (!json) return null;
    const parsed = selectedLocationSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSelectedLocation(selection: SelectedLocation): void {
  try {
    window.localStorage.setItem(SELECTED_LOCATION_KEY, JSON.stringify(selection));
  } catch {
    // Storage full or blocked: the choice still travels in the route state.
  }
}

/** The stored place when it was chosen for this training, else null. */
export function selectedLocationFor(trainingId: number): SelectedLocation | null {
  const stored = readSelectedLocation();
  return stored && stored.trainingId === trainingId ? stored : null;
}
