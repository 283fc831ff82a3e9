import { NumberInput, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  cancellationPolicyText,
  MAX_FREE_CANCELLATION_HOURS,
  MIN_FREE_CANCELLATION_HOURS,
} from '../../../shared/domain/cancellation-policy';
import { SettingsPanel } from './settings-panel';

const POLICIES = [
  { value: 'non_refundable', label: 'Non-refundable' },
  { value: 'free_cancellation', label: 'Free cancellation' },
];

/**
 * The profile's 'Cancellation policy' block (ADR 0046): non-refundable, or free cancellation up
 * to N hours before the session with a full refund. New bookings take it; saved with the profile.
 */
export function CancellationPolicyPanel({
  policy,
  hours,
}: {
  policy: GetInputPropsReturnType;
  hours: GetInputPropsReturnType;
}) {
  const free = policy.value === 'free_cancellation';
  const n = typeof hours.value === 'number' ? hours.value : null;
  // Only hours the server takes are shown as the families' text (ADR 0066): the field says the rest.
  const valid =
    n !== null && Number.isInteger(n) && n >= MIN_FREE_CANCELLATION_HOURS && n <= MAX_FREE_CANCELLATION_HOURS;
  const shown = !free
    ? `Shown to families: ${cancellationPolicyText(null)}. New bookings keep it.`
    : valid
      ? `Shown to families: ${cancellationPolicyText(n)}. New bookings keep it.`
      : `Free cancellation up to a number of whole hours, ${MIN_FREE_CANCELLATION_HOURS} to ${MAX_FREE_CANCELLATION_HOURS}, before the session.`;
  return (
    <SettingsPanel title="Cancellation policy">
      <Select
        label="Cancellation policy"
        description={shown}
        allowDeselect={false}
        data={POLICIES}
        {...policy}
      />
      {free && (
        <NumberInput
          label="Free cancellation (hours before the session)"
          description="Until then a family may cancel or move a booking and is refunded in full."
          min={MIN_FREE_CANCELLATION_HOURS}
          max={MAX_FREE_CANCELLATION_HOURS}
          step={1}
          // Out of range is said, not silently changed: the server answers with the field and its limit.
          clampBehavior="none"
          {...hours}
        />
      )}
    </SettingsPanel>
  );
}
