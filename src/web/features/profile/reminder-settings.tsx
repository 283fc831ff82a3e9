import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClientAttributes } from '../../../shared/api/clients';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { isValidUsPhone } from '../../../shared/domain/contact';
import { useUpdateProfile } from './api';
import { PROFILE_UPDATED } from './profile-values';

type ReminderField = 'session_reminders' | 'text_reminders';

/** One reminder switch, saved as soon as switched. */
function ReminderSwitch({
  field,
  enabled,
  label,
  description,
  disabled = false,
}: {
  field: ReminderField;
  enabled: boolean;
  label: string;
  description: string;
  disabled?: boolean;
}) {
  const update = useUpdateProfile();
  return (
    <Switch
      label={label}
      description={description}
      checked={update.isPending ? !enabled : enabled}
      disabled={disabled || update.isPending}
      onChange={(event) =>
        update.mutate(
          { [field]: event.currentTarget.checked },
          {
            onSuccess: () =>
              notifications.show({ message: PROFILE_UPDATED, color: 'green', autoClose: HELPER_TOAST_MS }),
          },
        )
      }
    />
  );
}

/**
 * The reminders before each accepted session: by email (ADR 0043) and, when asked for, by text
 * message to the parent's phone (ADR 0048).
 */
export function ReminderSettings({ user }: { user: ClientAttributes }) {
  const phone = user.parent_contact_number;
  const canText = phone !== null && isValidUsPhone(phone);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="reminders"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reminders">
          Reminders
        </Title>
        <ReminderSwitch
          field="session_reminders"
          enabled={user.session_reminders}
          label="Session reminders"
          description="An email 24 hours and 2 hours before each session a trainer has accepted."
        />
        <ReminderSwitch
          field="text_reminders"
          enabled={user.text_reminders}
          disabled={!canText && !user.text_reminders}
          label="Text reminders"
          description={
            canText
              ? `The same reminders as text messages to ${phone}.`
              : "Add the parent's phone number to your profile to get reminders by text."
          }
        />
        <Text size="xs" c="dimmed">
          Booking confirmations and changes are always emailed.
        </Text>
      </Stack>
    </Paper>
  );
}
