import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarOff } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../../../shared/constants';

/** /bookings placeholder: the real list (tabs, infinite scroll) arrives with the bookings issue. */
export function BookingsPage() {
  useDocumentTitle(`Bookings | ${PRODUCT_NAME}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Bookings</Title>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" c="dimmed">
            <IconCalendarOff size={40} stroke={1.5} aria-hidden />
            <Text>No Bookings Available</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
