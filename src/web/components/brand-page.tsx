import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';

// The sign-in form is narrow; the sign-up wizard's two-column steps want more room.
const LAYOUTS = {
  narrow: {
    py: { base: 32, sm: 64 },
    glowAt: '15% 0%',
    size: 440,
    px: undefined,
    p: { base: 'lg', sm: 'xl' },
  },
  wide: {
    py: { base: 24, sm: 48 },
    glowAt: '85% 0%',
    size: 760,
    px: { base: 'xs', sm: 'md' },
    p: { base: 'md', sm: 'xl' },
  },
} as const;

interface BrandPageProps {
  layout: keyof typeof LAYOUTS;
  tagline: string;
  title: string;
  children: ReactNode;
}

/** /login and /signup: the header is hidden there, so the page carries its own brand link. */
export function BrandPage({ layout, tagline, title, children }: BrandPageProps) {
  const { py, glowAt, size, px, p } = LAYOUTS[layout];
  return (
    <Box
      mih="100dvh"
      py={py}
      style={{
        background: `radial-gradient(circle at ${glowAt}, var(--mantine-color-brand-1), transparent 45%), var(--mantine-color-gray-0)`,
      }}
    >
      <Container size={size} px={px}>
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Anchor component={Link} to="/" underline="never" c="brand.7" fz={32} fw={900} lts={-0.5}>
              {PRODUCT_NAME}
            </Anchor>
            <Text c="dimmed">{tagline}</Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={p}>
            <Stack gap="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
