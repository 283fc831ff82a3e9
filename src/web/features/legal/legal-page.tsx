import { Container, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants';

interface LegalPageProps {
  title: string;
  /** 'Last updated …' line under the title. */
  updated?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Buttons and other controls, kept out of the text styles (which recolor links). */
  footer?: ReactNode;
}

/** The shell of the static pages: one readable column, headings in order, no sideways scroll. */
export function LegalPage({ title, updated, intro, children, footer }: LegalPageProps) {
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
  return (
    <Container size={820} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {title}
          </Title>
          {updated && (
            <Text c="dimmed" size="sm" mt={4}>
              Last updated {updated}
            </Text>
          )}
        </div>
        {intro}
        <Typography style={{ overflowWrap: 'anywhere' }}>{children}</Typography>
        {footer}
      </Stack>
    </Container>
  );
}

/** A table that scrolls inside itself on narrow screens instead of widening the page. */
export function LegalTable({ head, rows, caption }: { head: string[]; rows: string[][]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={head.length > 2 ? 560 : 340} my="md">
      <Table withTableBorder withColumnBorders striped verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row[0]}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed and never reorder
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
