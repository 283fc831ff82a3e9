import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-loader';

/**
 * A trainer page's heading with its main action (or control) on the right; with `timeZone`, a
 * line saying on whose clock its times are (the trainer's, which may not be the browser's).
 */
export function WorkPageHeader({
  title,
  timeZone,
  children,
}: {
  title: string;
  timeZone?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        {/* Focusable by script: where focus goes when what the keyboard was on is gone (a request answered). */}
        <Title order={1} size="h2" tabIndex={-1}>
          {title}
        </Title>
        {children}
      </Group>
      {timeZone && (
        <Text size="sm" c="dimmed">
          Times are on your clock ({timeZone}).
        </Text>
      )}
    </Stack>
  );
}

interface WorkListProps {
  pending: boolean;
  /** What to say when the list could not be loaded; false when it was. */
  failure: string | false;
  /** What to say when there is nothing to list; false when there is. */
  empty: string | false;
  children: ReactNode;
}

/** A trainer page's list: loading, could not be loaded, nothing in it, or the list itself. */
export function WorkList({ pending, failure, empty, children }: WorkListProps) {
  if (pending) return <FullPageLoader />;
  if (failure) return <Alert color="red">{failure}</Alert>;
  if (empty) return <Text c="dimmed">{empty}</Text>;
  return children;
}
