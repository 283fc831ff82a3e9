import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { queryClient } from './query-client';
import { theme } from './theme';

// The toast container (drag, scroll lock, transitions: ~15 KB gz) is not needed to paint a page,
// so it loads right after start-up instead of in the entry chunk. Toasts shown before it is
// mounted wait in the notifications store and appear as soon as it is (ADR 0010).
const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

/** App-wide providers that live outside the router (theme, toasts, server state). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
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
