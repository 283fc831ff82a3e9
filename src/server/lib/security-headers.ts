import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Security headers on every response (ADR 0020): a CSP allowing only what the page needs,
 * no framing, no MIME sniffing, a strict referrer policy, and HSTS only for requests that came
 * over TLS (directly or through a proxy saying `x-forwarded-proto: https`; trustProxy is on).
 * A plain-HTTP deployment (the embedded product on a laptop) must not be told to insist on TLS.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  const webCsp = serialize(webAppDirectives(options));
  await app.register(fastifyHelmet, {
    // Set below from our own strings: one for the web app, one for the docs.
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Stripe.js and photos from a CDN must load: keep cross-origin embedding policies off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    const isDocs = request.url === '/v1/docs' || request.url.startsWith('/v1/docs/');
    reply.header('content-security-policy', isDocs ? DOCS_CSP : webCsp);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    // Pictures (uploaded photos, generated avatars) may be shown by other sites and email
    // clients; everything else stays same-site.
    if (request.url.startsWith('/uploads/') || request.url.startsWith('/media/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
