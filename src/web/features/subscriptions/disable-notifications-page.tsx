import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBellOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { useAuthToken } from '../../lib/session-storage';
import { useDisableNotifications, useRequestDisableLink } from './api';

/**
 * SPEC §2: the email's disable link, /disable_notifications/{id}: confirm, then done. The
 * emails carry a signed token, which works signed out. A bare numeric id disables for its
 * signed-in owner; signed out, Sure has the subscriber emailed the link that does (ADR 0031).
 */
export function DisableNotificationsPage() {
  const { id = '' } = useParams();
  const signedIn = useAuthToken() !== null;
  const byEmail = /^\d+$/.test(id) && !signedIn;
  const disable = useDisableNotifications();
  const emailLink = useRequestDisableLink();
  useDocumentTitle(`Disable Notifications | ${PRODUCT_NAME}`);

  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconBellOff size={30} aria-hidden />
          </ThemeIcon>
          {emailLink.isSuccess ? (
            <>
              <Title order={1} size="h3">
                Check your email
              </Title>
              <Text c="dimmed">{emailLink.data.data.message}</Text>
              <Button component={Link} to="/" variant="light">
                Back to {PRODUCT_NAME}
              </Button>
            </>
          ) : disable.isSuccess ? (
            <>
              <Title order={1} size="h3">
                Notifications disabled!
              </Title>
              <Text c="dimmed">You will no longer get emails about new openings for this training.</Text>
              <Button component={Link} to="/" variant="light">
                Back to {PRODUCT_NAME}
              </Button>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                Do you want to disable?
              </Title>
              <Text c="dimmed">You will stop getting emails when the trainer adds openings.</Text>
              <Group>
                <Button variant="default" component={Link} to="/">
                  No
                </Button>
                <Button
                  color="red"
                  loading={disable.isPending || emailLink.isPending}
                  onClick={() => (byEmail ? emailLink.mutate(id) : disable.mutate(id))}
                >
                  Sure
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
