import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { useUpdateProfile } from './api';
import { PROFILE_UPDATED } from './profile-values';

/** The reminder emails before each accepted session (ADR 0043), saved as soon as switched. */
export function ReminderSettings({ enabled }: { enabled: boolean }) {
  const update = useUpdateProfile();
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
        <Switch
          label="Session reminders"
          description="An email 24 hours and 2 hours before each session a trainer has accepted."
          checked={update.isPending ? !enabled : enabled}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { session_reminders: event.currentTarget.checked },
              {
                onSuccess: () =>
                  notifications.show({
                    message: PROFILE_UPDATED,
                    color: 'green',
                    autoClose: HELPER_TOAST_MS,
                  }),
              },
            )
          }
        />
        <Text size="xs" c="dimmed">
          Booking confirmations and changes are always emailed.
        </Text>
      </Stack>
    </Paper>
  );
}
