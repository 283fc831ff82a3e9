import { type MantineSpacing, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsPanelProps {
  title: string;
  spacing?: MantineSpacing;
  /** The fields, two a row from the small breakpoint up. */
  children: ReactNode;
  /** Below the fields, full width. */
  after?: ReactNode;
}

/** One titled block of the trainer's profile (about, booking rules, requests, sport, social). */
export function SettingsPanel({ title, spacing = 'sm', children, after }: SettingsPanelProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={spacing}>
          {children}
        </SimpleGrid>
        {after}
      </Stack>
    </Paper>
  );
}
