import { NumberInput, Switch } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_REQUEST_DEADLINE_HOURS, MAX_WAITLIST_CLAIM_HOURS } from '../../../shared/api/trainer-account';
import { requestDeadlineSummary } from './format';
import { SettingsPanel } from './settings-panel';

/**
 * The profile's 'Booking requests' block (ADR 0030): how long before a session an unanswered
 * request expires, the morning email listing the day's sessions and the reminders before each
 * session (ADR 0043), by email and, when asked for, by text message to the phone above
 * (ADR 0048), and how long a freed seat is held for the first on the waitlist (ADR 0047).
 * Saved with the profile.
 */
export function RequestSettingsPanel({
  deadline,
  agenda,
  reminders,
  texts,
  claimWindow,
}: {
  deadline: GetInputPropsReturnType;
  agenda: GetInputPropsReturnType;
  reminders: GetInputPropsReturnType;
  texts: GetInputPropsReturnType;
  claimWindow: GetInputPropsReturnType;
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
        // Out of range is said, not silently changed: the server answers with the field and its limit.
        clampBehavior="none"
        {...deadline}
      />
      <NumberInput
        label="Waitlist claim window (hours)"
        description="How long a freed spot is held for the first player on the waitlist; shorter close to the session."
        min={1}
        max={MAX_WAITLIST_CLAIM_HOURS}
        step={1}
        // Out of range is said, not silently changed: the server answers with the field and its limit.
        clampBehavior="none"
        {...claimWindow}
      />
      <Switch
        label="Daily agenda email"
        description="Each morning you get an email listing the day's sessions."
        mt={{ sm: 'lg' }}
        {...agenda}
      />
      <Switch
        label="Session reminders"
        description="An email 24 hours and 2 hours before each accepted session, with the family's contact."
        {...reminders}
      />
      <Switch
        label="Text reminders"
        description="The same reminders as text messages to your phone above."
        {...texts}
      />
    </SettingsPanel>
  );
}
