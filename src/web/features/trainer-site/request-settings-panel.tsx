import { NumberInput, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_REQUEST_DEADLINE_HOURS } from '../../../shared/api/trainer-account';
import { requestDeadlineSummary } from './format';
import { SettingsPanel } from './settings-panel';

/**
 * The profile's 'Booking requests' block (ADR 0030): how long before a session an unanswered
 * request expires, and the morning email listing the day's sessions. Saved with the profile.
 */
export function RequestSettingsPanel({
  deadline,
  agenda,
}: {
  deadline: GetInputPropsReturnType;
  agenda: GetInputPropsReturnType;
}) {
  const hours = typeof deadline.value === 'number' ? deadline.value : 0;
  return (
    <SettingsPanel title="Booking requests" spacing="md">
      <NumberInput
        label="Request deadline (hours before the session)"
        description={requestDeadlineSummary(hours)}
        min={0}
        max={MAX_REQUEST_DEADLINE_HOURS}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        {...deadline}
      />
      <Switch
        label="Daily agenda email"
        description="Each morning you get an email listing the day's sessions."
        mt={{ sm: 'lg' }}
        {...agenda}
      />
    </SettingsPanel>
  );
}
