import { useState } from 'react';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { OptionPickerModal } from './option-picker-modal';

/** The training-option picker for a schedule entry's options, opening on the entry's day and time. */
export function EntryBookingModal({
  entry,
  onClose,
}: {
  entry: CalendarEntryAttributes;
  onClose: () => void;
}) {
  return (
    <OptionPickerModal
      athleteSlug={entry.athlete.slug}
      openingStart={entry.from_time}
      options={entry.provided_services}
      onClose={onClose}
    />
  );
}

/**
 * 'Book now' on a schedule entry opens the training-option picker for that entry's options; the
 * booking page then opens on the entry's day and time.
 */
export function useEntryBooking() {
  const [entry, setEntry] = useState<CalendarEntryAttributes | null>(null);
  const entryBookingModal = entry ? (
    <EntryBookingModal key={entry.id} entry={entry} onClose={() => setEntry(null)} />
  ) : null;
  return { openEntryBooking: setEntry, entryBookingModal };
}
