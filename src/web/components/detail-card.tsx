import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  /** Beside the heading, e.g. an Edit button; `false` keeps the place empty. */
  action?: ReactNode;
  children: ReactNode;
}

/** A bordered card with a small heading: the blocks of booking details and checkout. */
export function DetailCard({ title, action, children }: DetailCardProps) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** One label and its value; long values (addresses, links) wrap instead of overflowing. */
export function DetailLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** How a text someone wrote (notes) is shown: as written, line breaks kept, a long word wrapped. */
export const WRITTEN_TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A label and a text someone wrote (notes): the text under the label, as written, line breaks kept. */
export function DetailText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={WRITTEN_TEXT_STYLE}>
        {text}
      </Text>
    </Stack>
  );
}
