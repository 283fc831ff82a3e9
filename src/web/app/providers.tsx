import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { API_TOAST_MS } from '../../shared/constants';
import { FullPageLoader } from '../components/full-page-loader';
import { queryClient } from './query-client';
import { theme } from './theme';

/** App-wide providers that live outside the router (theme, toasts, server state). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={API_TOAST_MS} limit={4} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

const loadModals = () => import('@mantine/modals');
const ModalsProvider = lazy(() => loadModals().then((module) => ({ default: module.ModalsProvider })));

/** Starts fetching the modals code early, in parallel with the page's own chunk. */
export function preloadModals(): void {
  void loadModals();
}

/**
 * Mantine's ModalsProvider (modals.open / openConfirmModal). It renders inside the router so
 * modal content can use links and navigation, and it is loaded on demand: the modal code
 * (~23 KB gz) stays out of the entry chunk that the landing page needs.
 */
export function ModalsScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader fullscreen />}>
      <ModalsProvider>{children}</ModalsProvider>
    </Suspense>
  );
}
