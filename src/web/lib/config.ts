// Hosts are configured constants (SPEC §9), read from Vite env at build time.
// Empty values fall back to same-origin defaults so `npm start` works with no configuration.

function configured(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : undefined;
}

const env: Record<string, unknown> = import.meta.env;
const sameOrigin = typeof window === 'undefined' ? '' : window.location.origin;

/** Base of the JSON API; empty means the same origin as the web app. */
export const API_BASE_URL = configured(env.VITE_API_URL) ?? '';

/** Public address of this web app (used to build links sent by email). */
export const WEB_BASE_URL = configured(env.VITE_WEB_URL) ?? sameOrigin;

/** The separate trainer site reached from the landing page's 'For TRAINERS' button. */
export const TRAINER_SITE_URL = configured(env.VITE_TRAINER_SITE_URL) ?? '/trainer';

/** Page the password-reset email links back to. */
export const RESET_PASSWORD_RETURN_URL =
  configured(env.VITE_RESET_RETURN_URL) ?? `${WEB_BASE_URL}/new_password`;
