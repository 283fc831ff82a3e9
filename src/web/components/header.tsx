import { Anchor, Box, Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants';
import { useAuthToken } from '../lib/session-storage';
import { SkipLink } from './skip-link';

// What only a signed-in user's header has loads only when a token is stored: the profile
// refresh with its response checks (zod and the shared schemas), the Bookings link and the
// account menu (Menu, Popover, floating-ui, icons). A signed-out visitor's header (most
// public-page visits) neither downloads nor runs them (ADR 0026).
const SignedInLinks = lazy(() =>
  import('./signed-in-links').then((module) => ({ default: module.SignedInLinks })),
);
/** Width and height of the menu's button (avatar, chevron), kept while its code loads. */
const MENU_BUTTON_SIZE = { w: 70, h: 46 };

/** SPEC §2 header: logo home, Bookings (members only), account menu, or Sign up / Sign in. */
export function Header({ height }: { height: number }) {
  const signedIn = useAuthToken() !== null;

  return (
    <Box
      component="header"
      h={height}
      px="md"
      bg="white"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        // A group or school page sets its colour here (SPEC §2) while it is open; a band, not
        // the whole bar, so the logo and links stay readable on any school colour (ADR 0017).
        borderTop: '4px solid var(--th-header-color, transparent)',
      }}
    >
      <SkipLink />
      <Group h="100%" maw={1200} mx="auto" justify="space-between" wrap="nowrap">
        <Anchor component={Link} to="/" underline="never" fz={24} fw={900} c="brand.7" lts={-0.5}>
          {PRODUCT_NAME}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          {signedIn ? (
            <Suspense fallback={<Box {...MENU_BUTTON_SIZE} />}>
              <SignedInLinks />
            </Suspense>
          ) : (
            <>
              <Button component={Link} to="/signup" variant="default" size="sm">
                Sign up
              </Button>
              <Button component={Link} to="/login" size="sm">
                Sign in
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Box>
  );
}
