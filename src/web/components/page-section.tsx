import { Container, type MantineSize, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  size: MantineSize;
  gap: MantineSpacing;
  /** Said above the (then empty) content when there is nothing to list. */
  empty?: string | false;
  children: ReactNode;
}

/** A titled list below a public page's banner (a group's trainers, a schedule's openings). */
export function PageSection({ title, size, gap, empty, children }: PageSectionProps) {
  return (
    <Container size={size} py="xl">
      <Stack gap={gap}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {empty && (
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
