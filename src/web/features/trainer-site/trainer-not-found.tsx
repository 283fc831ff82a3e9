import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any other address under /trainer. */
export function TrainerNotFoundPage() {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">This trainer page does not exist.</Text>
        <Button component={Link} to="/trainer">
          Go to the trainer site
        </Button>
      </Stack>
    </Center>
  );
}
