import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the page may load from outside its own origin, from the operator's configuration. */
export interface SecurityHeaderOptions {
  /** Public base address of uploaded files (S3_PUBLIC_URL): photos are shown from there. */
  uploadsPublicUrl?: string | undefined;
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

/** One year, with subdomains: the operator serves the product over TLS only once it is behind TLS. */
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
      // Photos are uploaded with a presigned PUT straight to the bucket's public address.
      ...(uploads ? [uploads] : []),
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
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * helmet's headers for our options, worked out once. Its middleware sets them on a response;
 * here it sets them on a recorder, so each request costs one `reply.headers(...)` instead of
 * building helmet again (what @fastify/helmet did per request: a third of the health check's
 * time went there, issue 8).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    // Set below from our own strings: one for the web app, one for the docs.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Stripe.js and photos from a CDN must load: keep cross-origin embedding policies off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response (ADR 0020): a CSP allowing only what the page needs,
 * no framing, no MIME sniffing, a strict referrer policy, and HSTS only for requests that came
 * over TLS (directly, or through a trusted proxy saying `x-forwarded-proto: https`: TRUST_PROXY).
 * A plain-HTTP deployment (the embedded product on a laptop) must not be told to insist on TLS.
 * The header sets are computed at start; the per-request hook only picks one.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const documentHeaders = helmetHeaders();
  const webHeaders = { ...documentHeaders, 'content-security-policy': serialize(webAppDirectives(options)) };
  const docsHeaders = { ...documentHeaders, 'content-security-policy': DOCS_CSP };
  const pictureHeaders = { ...webHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  // JSON answers are never shown as a page: the document-only headers (COOP, DNS prefetch,
  // referrer policy, old-browser switches) and the web app's long policy do nothing there. They
  // get what an API answer needs (OWASP's REST list): no sniffing, no framing, a policy that
  // loads nothing.
  const apiHeaders: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of API_HEADER_NAMES) {
    const value = documentHeaders[name];
    if (value !== undefined) apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/v1/docs') && (url.length === 8 || url[8] === '/' || url[8] === '?')) {
      reply.headers(docsHeaders);
    } else if (url.startsWith('/v1/') || url.startsWith('/v2/') || url.startsWith('/healthz')) {
      reply.headers(apiHeaders);
    } else if (url.startsWith('/uploads/') || url.startsWith('/media/')) {
      // Pictures (uploaded photos, generated avatars) may be shown by other sites and email
      // clients; everything else stays same-site.
      reply.headers(pictureHeaders);
    } else {
      reply.headers(webHeaders);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });
}

/** The API's own policy: a JSON answer loads nothing and may not be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
// OWASP's REST Security Cheat Sheet list for JSON answers (with the CSP above, and HSTS over
// TLS). A referrer policy and CORP protect documents and embeddable resources: a JSON answer is
// neither (nosniff already stops it being read as a script or style), and each header is
// checked and written by Node on every answer (issue 8's per-request budget, ADR 0024).
const API_HEADER_NAMES = ['x-content-type-options', 'x-frame-options'];
