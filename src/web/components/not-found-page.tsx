import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';

/** SPEC §2 not-found page: any unmatched path (and later, an unknown trainer). */
export function NotFoundPage() {
  useDocumentTitle(`Page not found | ${PRODUCT_NAME}`);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <Text fz={96} fw={900} lh={1} c="brand.1" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          Oops. This page has gone missing.
        </Title>
        <Text c="dimmed">The link may be broken, or the page may have moved.</Text>
        <Button component={Link} to="/aboutus" size="md">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
