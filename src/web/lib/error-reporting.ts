// Error reporting for the web app (SPEC §7: sessions sampled 10%, 100% on error). On only when
// VITE_SENTRY_DSN is set at build time: Sentry is then imported lazily, after the app starts,
// and a build without a DSN contains none of it (the branch below is dead code to the bundler).

/** The little the app needs from the reporting SDK; tests inject their own. */
export interface ErrorReportingAdapter {
  /** Only the client id is ever sent: no email, name or token (players are mostly minors). */
  setUser(user: { id: string } | null): void;
}

export type LoadErrorReportingAdapter = (dsn: string) => Promise<ErrorReportingAdapter>;

export interface ErrorReporting {
  /** Loads and initialises the adapter; the user set before it was ready is applied then. */
  start(dsn: string, load: LoadErrorReportingAdapter): Promise<void>;
  /** Sign-in, sign-up and guest checkout pass the client id; logout and forced logout null. */
  setUser(clientId: number | null): void;
}

export function createErrorReporting(): ErrorReporting {
  let user: { id: string } | null = null;
  let adapter: ErrorReportingAdapter | null = null;
  return {
    async start(dsn, load) {
      try {
        adapter = await load(dsn);
        adapter.setUser(user);
      } catch {
        // Reporting is best-effort: a blocked or failed load must not break the app.
        adapter = null;
      }
    },
    setUser(clientId) {
      user = clientId === null ? null : { id: String(clientId) };
      adapter?.setUser(user);
    },
  };
}

export const errorReporting: ErrorReporting = createErrorReporting();

const loadSentry: LoadErrorReportingAdapter = async (dsn) => {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    // Replays mask all text and block media by default: children's details stay on the page.
    integrations: [Sentry.replayIntegration()],
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  return { setUser: (user) => Sentry.setUser(user) };
};

/** The id in the stored `user` (from the last session), read without the app's schemas. */
function storedClientId(userJson: string | null): number | null {
  if (!userJson) return null;
  try {
    const parsed: unknown = JSON.parse(userJson);
    const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : null;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** Called once from main.tsx with the stored user, so a reload keeps reporting who it is. */
export function startErrorReporting(storedUserJson: string | null): void {
  const dsn: unknown = import.meta.env.VITE_SENTRY_DSN;
  if (typeof dsn === 'string' && dsn !== '') {
    errorReporting.setUser(storedClientId(storedUserJson));
    void errorReporting.start(dsn, loadSentry);
  }
}
