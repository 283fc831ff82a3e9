import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBellOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { useDisableNotifications } from './api';

/** SPEC §2: the email's disable link, /disable_notifications/{id}: confirm, then done. */
export function DisableNotificationsPage() {
  const { id = '' } = useParams();
  const disable = useDisableNotifications();
  useDocumentTitle(`Disable Notifications | ${PRODUCT_NAME}`);

  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconBellOff size={30} aria-hidden />
          </ThemeIcon>
          {disable.isSuccess ? (
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
                <Button color="red" loading={disable.isPending} onClick={() => disable.mutate(id)}>
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
