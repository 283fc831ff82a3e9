import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { isClientNotAuthorized, notifyError } from '../lib/notify-error';
import { clearAllStorage } from '../lib/session-storage';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `silentError`: the caller handles the failure itself, so no toast (e.g. optional prefetches). */
    queryMeta: { silentError?: boolean };
    mutationMeta: { silentError?: boolean };
  }
}

let onForcedLogout: () => void = () => {
  window.location.assign('/login');
};

/** The router registers how to leave for /login without a full page reload. */
export function setForcedLogoutHandler(handler: () => void): void {
  onForcedLogout = handler;
}

/** The one place where failed calls become toasts and 'Client not authorized' logs the user out. */
function handleError(error: unknown, silent: boolean): void {
  if (!silent) notifyError(error);
  if (isClientNotAuthorized(error)) {
    clearAllStorage();
    queryClient.clear();
    onForcedLogout();
  }
}

/** The same handling for a call made outside TanStack Query (e.g. code loaded on a click). */
export function reportApiError(error: unknown): void {
  handleError(error, false);
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => handleError(error, query.meta?.silentError === true),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      handleError(error, mutation.meta?.silentError === true),
  }),
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; one retry covers a dropped connection or a restart.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
