import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/section-heading';

interface SignInPanelProps {
  title: string;
  intro: string;
  className?: string | undefined;
  /** The form. */
  children: ReactNode;
}

/** The sign-in panel a front door reveals: the landing page's for players, the trainer site's. */
export function SignInPanel({ title, intro, className, children }: SignInPanelProps) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" className={className}>
      <Stack gap="lg">
        <SectionHeading title={title} intro={intro} />
        {children}
      </Stack>
    </Paper>
  );
}
