import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/section-heading';

interface StepSectionProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A sign-up step (and its section of /profile): the heading, a line under it, then the fields. */
export function StepSection({ title, intro, children }: StepSectionProps) {
  return (
    <Stack gap="md">
      {intro === undefined ? (
        <Title order={2} size="h3">
          {title}
        </Title>
      ) : (
        <SectionHeading title={title} intro={intro} />
      )}
      {children}
    </Stack>
  );
}
