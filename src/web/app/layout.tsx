import { Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, useRouteError } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { HydrationDone } from '../lib/hydration';
import { ModalsScope } from './providers';

// The header is not on the landing page, so its code (menu, avatar, session refresh) loads only
// where it is shown. It also refreshes the client from the server (SPEC §4): a signed-in user
// on a header-less page (/, /login, /signup) is always redirected to /bookings, which has it.
const Header = lazy(() => import('../components/header').then((module) => ({ default: module.Header })));

export const HEADER_HEIGHT = 64;
const PATHS_WITHOUT_HEADER = new Set(['/', '/login', '/signup']);
// Neither the landing page nor the login page opens a modal: they skip the modals provider and
// its code. A modal needed there means removing the path from this set. Elsewhere the provider's
// code loads once the page is rendered, so it never delays the page's own chunk (ADR 0021).
const PATHS_WITHOUT_MODALS = new Set(['/', '/login']);

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Small spinner while the router fetches the next page's code; the current page stays usable. */
function NavigationSpinner() {
  return (
    <Box pos="fixed" top={12} right={12} style={{ zIndex: 300 }} role="status" aria-label="Loading page">
      <Loader size="sm" />
    </Box>
  );
}

export function Layout() {
  const pathname = normalize(useLocation().pathname);
  const navigation = useNavigation();

  const page = (
    <>
      {!PATHS_WITHOUT_HEADER.has(pathname) && (
        <Suspense fallback={<Box h={HEADER_HEIGHT} />}>
          <Header height={HEADER_HEIGHT} />
        </Suspense>
      )}
      {navigation.state === 'loading' && <NavigationSpinner />}
      {/* The skip link's target (MAIN_ID of components/skip-link.tsx, not imported here: its code
          loads with the header, and the landing page has none). */}
      <main id="main">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
          {/* In the page's boundary: React hydrates it after the rest of the layout. */}
          <HydrationDone />
        </Suspense>
      </main>
    </>
  );

  return (
    <>
      {PATHS_WITHOUT_MODALS.has(pathname) ? page : <ModalsScope>{page}</ModalsScope>}
      <ScrollRestoration />
    </>
  );
}

/** Last-resort screen, mostly for a page chunk that failed to load after a new deploy. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">This page could not be loaded. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
