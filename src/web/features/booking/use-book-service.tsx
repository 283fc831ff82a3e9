import { useNavigate } from 'react-router';
import type { ProvidedService } from '../../../shared/api/athletes';
import { trainingPath } from '../../../shared/domain/bookable-service';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { useLocationChoice } from './use-location-choice';

export const CHECKOUT_PATH = '/bookings/checkout';

/** The booking page's query parameter for an opening picked elsewhere: its start (ISO instant). */
export const OPENING_PARAM = 'at';

/** `openingStart`: 'Book now' on a schedule entry opens the page on that entry's day and time. */
export function bookingPagePath(athleteSlug: string, serviceSlug: string, openingStart?: string): string {
  const path = trainingPath(athleteSlug, serviceSlug);
  return openingStart ? `${path}?${new URLSearchParams({ [OPENING_PARAM]: openingStart })}` : path;
}

/**
 * SPEC §4 'Booking a service' from a training card: a package goes to checkout (it books every
 * session, so there is no date to pick); anything else goes to its booking page, once the place
 * is settled.
 */
export function useBookService(athleteSlug: string) {
  const navigate = useNavigate();
  const { chooseLocation, locationModal } = useLocationChoice();

  function book(service: ProvidedService): void {
    chooseLocation(service, (location) => {
      if (service.package) {
        const state: CheckoutRouteState = {
          providedService: service,
          bookingDate: null,
          selectedSlot: null,
          athleteSlug,
          location,
        };
        void navigate(CHECKOUT_PATH, { state });
        return;
      }
      void navigate(bookingPagePath(athleteSlug, service.slug));
    });
  }

  return { book, locationModal };
}
