import { useState } from 'react';
import type { ServiceLocation } from '../../../shared/api/calendar';
import type { SelectedLocation } from '../../../shared/domain/checkout-state';
import { LocationModal } from './location-modal';
import { saveSelectedLocation, selectedLocationFor } from './selected-location';

interface LocatedService {
  id: number;
  training_type: 'virtual' | 'individual' | 'group';
  provided_service_locations: readonly ServiceLocation[] | null;
}

type Done = (location: SelectedLocation | null) => void;

/**
 * SPEC §4: a virtual training needs no place; a place already chosen for the training is kept;
 * a single place is taken automatically; several open 'Select Training Location'. The choice
 * is saved locally and handed on.
 */
export function useLocationChoice() {
  const [pending, setPending] = useState<{ service: LocatedService; done: Done } | null>(null);

  function remember(service: LocatedService, place: ServiceLocation): SelectedLocation {
    const selection = { location: place.location, address: place.address, trainingId: service.id };
    saveSelectedLocation(selection);
    return selection;
  }

  function chooseLocation(service: LocatedService, done: Done): void {
    const places = service.provided_service_locations ?? [];
    const stored = selectedLocationFor(service.id);
    const [only] = places;
    if (service.training_type === 'virtual' || places.length === 0) done(null);
    else if (stored) done(stored);
    else if (only && places.length === 1) done(remember(service, only));
    else setPending({ service, done });
  }

  const locationModal = (
    <LocationModal
      opened={pending !== null}
      locations={pending?.service.provided_service_locations ?? []}
      onClose={() => setPending(null)}
      onPick={(place) => {
        if (!pending) return;
        const selection = remember(pending.service, place);
        setPending(null);
        pending.done(selection);
      }}
    />
  );

  return { chooseLocation, locationModal };
}
