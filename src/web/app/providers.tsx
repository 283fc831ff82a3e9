import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from './query-client';
import { theme } from './theme';
import { ThemeVariables, themeVariablesCss } from './theme-variables';

// The toast container (drag, scroll lock, transitions) is not needed to paint a page,
// so it loads right after start-up instead of in the entry chunk. Toasts shown before it is
// mounted wait in the notifications store and appear as soon as it is (ADR 0010).
const ToastHost = lazy(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

// Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white and 3.1:1 on gray 0 cards, under
// WCAG AA's 4.5:1 for body text. This grey is 5.8:1 on white and 5.2:1 on gray 1 (Lighthouse
// accessibility, ADR 0021) and still reads as secondary next to the default text colour.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});

// Worked out once, not per render (the server renders a provider per page, ADR 0054).
const themeCss = themeVariablesCss(theme, cssVariablesResolver);

/**
 * App-wide providers that live outside the router (theme, toasts, server state). The server's
 * renderer passes a client of its own per page (ADR 0022); the browser uses the app's one.
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
    >
      <ThemeVariables css={themeCss} />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((module) => ({ default: module.ModalsProvider })),
);

/**
 * Mantine's ModalsProvider (modals.open / openConfirmModal). It renders inside the router so
 * modal content can use links and navigation, and it is loaded on demand: the modal code
 * (ADR 0021) stays out of the entry chunk that the landing page needs.
 *
 * The page does not wait for it: the app opens modals only through the `modals` events API
 * (never `useModals()`), which needs the provider mounted, not above the page. So the provider
 * sits beside the page and mounts when its code arrives, while the page is already painted
 * (Lighthouse LCP, ADR 0021). A page that needs `useModals()` must wrap itself in the provider.
 */
export function ModalsScope({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ModalsProvider />
      </Suspense>
    </>
  );
}
