import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What the page may load from outside its own origin, from the operator's configuration. */
export interface SecurityHeaderOptions {
  /** Public base address of uploaded files (a bucket or its CDN): photos are shown from there. */
  uploadsPublicUrl?: string | undefined;
  /** Where the browser PUTs photos (a bucket's presigned links): the `upload` of `Storage.browserOrigins`. */
  uploadTargetUrl?: string | undefined;
  /** Stripe is configured (STRIPE_PUBLISHABLE_KEY): Stripe.js, its frames and its API are allowed. */
  stripe?: boolean;
  /** Sentry DSN (SENTRY_DSN): the browser SDK posts events to the DSN's host. */
  sentryDsn?: string | undefined;
}

// The map's tiles (Leaflet with OpenStreetMap) are plain images from this origin.
const MAP_TILES_ORIGIN = 'https://tile.openstreetmap.org';
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';

/** One year, with subdomains: sent only over TLS (a plain-HTTP laptop install must not get it). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The web app's policy. Scripts come from our own origin only. Styles need 'unsafe-inline':
 * Mantine injects `<style>` tags (CSS variables, color scheme) and sets `style` attributes;
 * loading the built app in Chromium without it showed a CSP violation on every page (ADR 0020).
 */
export function webAppDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const uploads = originOf(options.uploadsPublicUrl);
  const uploadTarget = originOf(options.uploadTargetUrl);
  const sentry = originOf(options.sentryDsn);
  const stripe = options.stripe ?? false;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_JS] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', MAP_TILES_ORIGIN, ...(uploads ? [uploads] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      // Photos are uploaded with a presigned PUT straight to the bucket (its address can differ
      // from where the photos are shown, a CDN); the local default's links are 'self'.
      ...new Set([uploadTarget, uploads].filter((origin) => origin !== undefined)),
      ...(stripe ? [STRIPE_API] : []),
      ...(sentry ? [sentry] : []),
    ],
    'frame-src': stripe ? [STRIPE_JS, STRIPE_HOOKS] : ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

/**
 * The API docs (Swagger UI at /v1/docs): its bundle sets inline styles and shows data: images;
 * its scripts are files of its own, so scripts stay 'self'-only there too.
 */
const DOCS_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The API's own policy: a JSON answer loads nothing and may not be framed. */
const API_DIRECTIVES: Record<string, string[]> = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

const csp = (directives: Record<string, string[]>) => ({
  useDefaults: false,
  directives,
});

/** What a page (or a document of any kind) gets besides its policy. */
const DOCUMENT_OPTIONS: HelmetOptions = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Stripe.js and photos from a CDN must load: keep cross-origin embedding policies off.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * JSON answers are never shown as a page: they get what an API answer needs (OWASP's REST
 * Security Cheat Sheet): no sniffing, no framing, a policy that loads nothing; the
 * document-only headers (COOP, DNS prefetch, referrer policy, old-browser switches) are off.
 */
const API_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: csp(API_DIRECTIVES),
  xFrameOptions: { action: 'deny' },
  xContentTypeOptions: true,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The headers a signed-in request carries (the API's AUTH-TOKEN, and the standard ones). */
const SIGNED_IN_HEADERS = ['auth-token', 'authorization', 'cookie'];

/** One year, with subdomains (helmet's HSTS default, written out). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Security headers on every response (ADR 0020), by helmet: a CSP allowing only
 * what the page needs, no framing, no MIME sniffing, a strict referrer policy, and HSTS only
 * for requests that came over TLS (directly, or through a trusted proxy saying
 * `x-forwarded-proto: https`: TRUST_PROXY). A plain-HTTP deployment (the embedded product on a
 * laptop) must not be told to insist on TLS. Which set applies depends on the address: the API,
 * its docs, pictures (which other sites and email clients may show), or the web app.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  const web: HelmetOptions = { ...DOCUMENT_OPTIONS, contentSecurityPolicy: csp(webAppDirectives(options)) };
  const docs: HelmetOptions = { ...DOCUMENT_OPTIONS, contentSecurityPolicy: csp(DOCS_DIRECTIVES) };
  const pictures: HelmetOptions = { ...web, crossOriginResourcePolicy: { policy: 'cross-origin' } };
  // helmet's middleware for each set, made once: made per request (what `@fastify/helmet`'s
  // `reply.helmet(options)` does) it parsed the options and the policy again each time, ~6% of
  // the server's CPU under the bench's mixed traffic (ADR 0081). Its headers are the same.
  const built = (hsts: false | typeof HSTS) =>
    new Map(
      [web, docs, pictures, API_OPTIONS].map((set) => [
        set,
        // helmet's option type is a union of its old and new option names; ours uses the new ones.
        helmet({ ...set, strictTransportSecurity: hsts } as HelmetOptions),
      ]),
    );
  const overPlainHttp = built(false);
  const overTls = built(HSTS);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const set =
      url.startsWith('/v1/docs') && (url.length === 8 || url[8] === '/' || url[8] === '?')
        ? docs
        : url.startsWith('/v1/') || url.startsWith('/v2/') || url.startsWith('/healthz')
          ? API_OPTIONS
          : url.startsWith('/uploads/') || url.startsWith('/media/')
            ? pictures
            : web;
    // An answer to a signed-in request is that account's alone: no cache on the way may keep it
    // and hand it to another (the token is a header of our own, which shared caches do not know
    // as a credential). A route with a rule of its own (a calendar feed) sets it after this.
    if (set === API_OPTIONS && SIGNED_IN_HEADERS.some((name) => request.headers[name] !== undefined))
      reply.header('cache-control', 'no-store');
    const headers = (request.protocol === 'https' ? overTls : overPlainHttp).get(set);
    // Sets its headers on the response and calls back at once; helmet 8 throws its errors.
    headers?.(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
