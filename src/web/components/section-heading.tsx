import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's heading with a dimmed line under it. */
export function SectionHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </div>
  );
}
