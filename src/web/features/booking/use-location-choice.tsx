import { lazy, Suspense, useState } from 'react';
import type { ServiceLocation } from '../../../shared/api/calendar';
import type { SelectedLocation } from '../../../shared/domain/checkout-state';
import { loadChunk } from '../../lib/load-chunk';
import { notifyError } from '../../lib/notify-error';

// The modal (Mantine Modal, focus trap, scroll lock) and the stored-choice check (zod) load on
// the first Book Now, not with the trainer page that offers it (ADR 0010).
const loadSelectedLocation = () => loadChunk(() => import('./selected-location'));
const LocationModal = lazy(() =>
  import('./location-modal').then((module) => ({ default: module.LocationModal })),
);

interface LocatedService {
  id: number;
  training_type: 'virtual' | 'individual' | 'group';
  provided_service_locations: readonly ServiceLocation[] | null;
}

type Done = (location: SelectedLocation | null) => void;
type Save = (selection: SelectedLocation) => void;

function remember(service: LocatedService, place: ServiceLocation, save: Save): SelectedLocation {
  const selection = { location: place.location, address: place.address, trainingId: service.id };
  save(selection);
  return selection;
}

/**
 * SPEC §4: a virtual training needs no place; a place already chosen for the training is kept;
 * a single place is taken automatically; several open 'Select Training Location'. The choice
 * is saved locally and handed on.
 */
export function useLocationChoice() {
  const [pending, setPending] = useState<{ service: LocatedService; done: Done; save: Save } | null>(null);
  // Mounted from the first time it is needed, so it can play its closing transition afterwards.
  const [modalNeeded, setModalNeeded] = useState(false);

  function chooseLocation(service: LocatedService, done: Done): void {
    const places = service.provided_service_locations ?? [];
    if (service.training_type === 'virtual' || places.length === 0) {
      done(null);
      return;
    }
    loadSelectedLocation().then(({ saveSelectedLocation, selectedLocationFor }) => {
      const stored = selectedLocationFor(service.id);
      const [only] = places;
      if (stored) done(stored);
      else if (only && places.length === 1) done(remember(service, only, saveSelectedLocation));
      else {
        setModalNeeded(true);
        setPending({ service, done, save: saveSelectedLocation });
      }
    }, notifyError);
  }

  const locationModal = modalNeeded ? (
    <Suspense fallback={null}>
      <LocationModal
        opened={pending !== null}
        locations={pending?.service.provided_service_locations ?? []}
        onClose={() => setPending(null)}
        onPick={(place) => {
          if (!pending) return;
          const selection = remember(pending.service, place, pending.save);
          setPending(null);
          pending.done(selection);
        }}
      />
    </Suspense>
  ) : null;

  return { chooseLocation, locationModal };
}
