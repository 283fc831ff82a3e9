import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useMatches } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';

/** Stand-in for a screen that a later issue delivers; keeps the route reachable and titled. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">This page is coming soon.</Text>
        <Button component={Link} to="/" variant="light">
          Back to {PRODUCT_NAME}
        </Button>
      </Stack>
    </Container>
  );
}

function titleFromHandle(handle: unknown): string {
  if (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string'
  ) {
    return handle.title;
  }
  return PRODUCT_NAME;
}

/** Route component for placeholders: the title comes from the route's `handle.title`. */
export function ComingSoonRoute() {
  const matches = useMatches();
  return <ComingSoon title={titleFromHandle(matches.at(-1)?.handle)} />;
}
