import { Alert, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-loader';

/** A trainer page's heading with its main action (or control) on the right. */
export function WorkPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
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
