import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../shared/constants';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { accountDataRoutes } from './features/account-data/account-data.routes';
import { adminLoginRoutes } from './features/admin-login/admin-login.routes';
import { athleteRoutes } from './features/athletes/athletes.routes';
import { authPlugin } from './features/auth/auth.plugin';
import { sessionRoutes } from './features/auth/sessions.routes';
import { bookingRequestRoutes } from './features/bookings/booking-requests.routes';
import { bookingRoutes } from './features/bookings/bookings.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { calendarFeedRoutes } from './features/calendar-feeds/calendar-feeds.routes';
import { cardRoutes } from './features/cards/cards.routes';
import { sandboxTokenRoutes } from './features/cards/sandbox-tokens.routes';
import { clientRoutes } from './features/clients/clients.routes';
import { profileRoutes } from './features/clients/profiles.routes';
import { devToolsRoutes } from './features/dev-tools/dev-tools.routes';
import { groupRoutes } from './features/groups/groups.routes';
import { healthRoutes } from './features/health/health.routes';
import { type DevMailboxAccess, devMailboxRoutes } from './features/mailbox/mailbox.routes';
import { mediaRoutes } from './features/media/media.routes';
import { paymentConfigRoutes } from './features/payments/payment-config.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { paymentWebhookRoutes } from './features/payments/webhooks.routes';
import { placeRoutes } from './features/places/places.routes';
import { createPublicReads } from './features/public-reads/public-reads';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { schoolRoutes } from './features/schools/schools.routes';
import { sportRoutes } from './features/sports/sports.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { trainerAccountRoutes } from './features/trainer-account/trainer-account.routes';
import { trainerAvailabilityRoutes } from './features/trainer-availability/trainer-availability.routes';
import { trainerBookingRoutes } from './features/trainer-bookings/trainer-bookings.routes';
import { trainerServiceRoutes } from './features/trainer-services/trainer-services.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { pageReads } from './features/web-pages/page-reads';
import { createPageRenderer, sendPage } from './features/web-pages/server-rendered-pages';
import { createQueuedMailer } from './integrations/email/queued-mailer';
import { noErrorReporter } from './integrations/errors/error-reporter';
import { createRecordingJobQueue } from './integrations/jobs/job-queue';
import { createSandboxPaymentProvider } from './integrations/payments/sandbox-provider';
import { createLocalPlaces } from './integrations/places/local-places';
import { createLocalStorage } from './integrations/storage/local-storage';
import { createClientErrorHandler } from './lib/client-errors';
import { registerErrorHandling } from './lib/error-handler';
import { registerLoneSurrogateGuard } from './lib/lone-surrogates';
import type { MovableClock } from './lib/movable-clock';
import { registerNullCharacterGuard } from './lib/null-characters';
import { parseQueryString } from './lib/query-string';
import { registerRateLimits } from './lib/rate-limits';
import { createReadCache } from './lib/read-cache';
import { localRequestOrigin } from './lib/request-links';
import { createAppLogger, quietRequestLogging, registerRequestLog } from './lib/request-log';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './lib/security-headers';

export interface AppOptions {
  database: Database;
  logLevel?: string;
  /** Where log lines go (default stdout); tests read them to prove no secret is written. */
  logStream?: { write(line: string): void };
  /** Built web app; when the folder exists it is served with an SPA fallback. */
  webDistDir?: string | undefined;
  /** Throttling of sign-in, password reset and account creation (on unless turned off). */
  rateLimits?: boolean;
  /**
   * Proxies whose `X-Forwarded-For`/`-Proto`/`-Host` are believed (main.ts: TRUST_PROXY): how
   * many stand in front, or their addresses and CIDR ranges. Unset: none, the socket's peer is
   * the caller (a client's own `X-Forwarded-For` would give it a new address per try).
   */
  trustProxy?: number | string[] | undefined;
  /**
   * Seconds a public answer is kept at most (lib/read-cache.ts, ADR 0037); 0 = not kept
   * (default). Whatever it says, a write drops the answers it changes at once.
   */
  readCacheSeconds?: number;
  /** The operator's dev mailbox API (`/v1/dev/mailbox`): off unless asked for (main.ts: DEV_MAILBOX). */
  devMailbox?: DevMailboxAccess;
  /** DEV_CLOCK (ADR 0018): the context reads this clock and `/v1/dev/clock`, `/v1/dev/jobs` move and run it. */
  devClock?: MovableClock;
  /** Outside origins the web app's CSP allows (S3 public URL, Stripe, Sentry); none by default. */
  securityHeaders?: SecurityHeaderOptions;
  /** Overrides for the context: a fixed clock, a real adapter, a public URL. */
  context?: Partial<Omit<AppContext, 'db'>>;
}

// Paths that belong to the API: never answered with the web app's index.html.
const API_PREFIXES = ['/v1/', '/v2/', '/media/', '/uploads/', '/healthz'];
/**
 * A file of the web build that is not there (a chunk of an older deploy asked for by a page
 * still open): a 404, not the shell with 200, which the browser would try to run as a script.
 * Slugs (`/{athleteSlug}/{serviceSlug}`) never hold a dot, so `/assets/x` stays a page.
 */
const MISSING_BUILD_FILE = /^\/assets\/[^?]*\.[a-z0-9]+(\?|$)/i;

export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
}
const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered (tests enumerate them: OpenAPI coverage, ownership checks). */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  return registeredRoutes.get(app) ?? [];
}

export function createContext(
  database: Pick<Database, 'db'>,
  overrides: AppOptions['context'] = {},
): AppContext {
  const db = database.db;
  const jobs = overrides.jobs ?? createRecordingJobQueue();
  const now = overrides.now ?? (() => new Date());
  const publicUrl = overrides.publicUrl ?? 'http://localhost:3000';
  const dataDir = overrides.dataDir ?? './data';
  // Without a cache of its own (a service or job test), reads are only shared while in flight.
  const readCache = overrides.readCache ?? createReadCache({ ttlSeconds: 0 });
  return {
    db,
    now,
    readCache,
    reads: overrides.reads ?? createPublicReads(db, now, readCache),
    publicUrl,
    // A public URL given is the one links use, as PUBLIC_URL is (ADR 0031).
    publicUrlFollowsLocalRequests: overrides.publicUrl === undefined,
    dataDir,
    // Local defaults (ADR 0008); main.ts passes the configured ones (S3, Sentry).
    storage: overrides.storage ?? createLocalStorage({ db, now, dataDir }),
    places: createLocalPlaces(),
    errors: noErrorReporter,
    mailer: createQueuedMailer(db, jobs),
    payments: createSandboxPaymentProvider(db),
    jobs,
    ...overrides,
  };
}

/**
 * Fastify's own number form trusts no proxy at all (it cannot check the peer), so a hop count
 * is a function of the hop: the socket's peer and the next `hops - 1` forwarders are proxies,
 * the address before them is the caller.
 */
function trustedProxies(
  trust: AppOptions['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust.length > 0 ? trust : false;
  if (typeof trust === 'number' && trust > 0) return (_address, hop) => hop < trust;
  return false;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const readCache =
    options.context?.readCache ?? createReadCache({ ttlSeconds: options.readCacheSeconds ?? 0 });
  const ctx = createContext(options.database, {
    readCache,
    ...(options.devClock ? { now: options.devClock.now } : {}),
    ...options.context,
  });
  // What each write changed, as the database announces it (migration 0011), in this process and
  // every other one on the same database; after a lost connection, everything.
  await options.database.listen(
    'read_cache',
    (payload) => ctx.readCache.invalidate(payload),
    () => ctx.readCache.invalidate('*'),
  );
  // With no PUBLIC_URL, what has no request of its own (the jobs' emails: reminders, expiries,
  // waitlist offers) links to the loopback address this machine's browser last used, as a
  // request's own emails do (ADR 0031); the caller's context, which the jobs hold, follows too.
  const followLocal = ctx.publicUrlFollowsLocalRequests;
  const rememberOrigin = (request: FastifyRequest) => {
    const origin = localRequestOrigin(request);
    if (origin === undefined || origin === ctx.publicUrl) return;
    ctx.publicUrl = origin;
    if (options.context) options.context.publicUrl = origin;
  };
  // One line per answered request (lib/request-log.ts) instead of Fastify's two.
  const log = createAppLogger({ level: options.logLevel ?? 'info', stream: options.logStream });
  const app = Fastify({
    loggerInstance: log,
    logController: quietRequestLogging(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(options.trustProxy),
    // Router-level failures (URL too long, bad percent-encoding) get the SPEC §8 shape too.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const message = status === 414 ? 'Request address is too long' : 'Request is malformed';
      // The router calls this before any route (and its typed reply) exists: answer on the raw response.
      reply.raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify({ errors: [message] }));
    },
    // Requests refused by Node's HTTP parser (headers or request line over 16 KB, timeouts).
    clientErrorHandler: createClientErrorHandler(log),
    // SPEC §7 uses Ransack-style `q[status_eq]=3` filters and trailing-slash variants.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();

  // The API takes JSON (ADR 0007): a text body is 415, not a string the schema then refuses.
  app.removeContentTypeParser('text/plain');
  registerRequestLog(app);
  if (followLocal) {
    app.addHook('onRequest', async (request) => {
      rememberOrigin(request);
    });
  }

  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean(route.schema && 'hide' in route.schema && route.schema.hide);
    for (const method of methods) routes.push({ method, url: route.url, hidden });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Answers of 1 KB and more are compressed for clients that accept it (brotli or gzip, done
  // inline up to 1 MB; ADR 0024). What comes here is made for one request (a family's own
  // pages, a miss the read cache does not keep): brotli at quality 1, three times faster than
  // the default 4 for a form ~25% larger (ADR 0058); kept answers bring their own (ADR 0057).
  await app.register(fastifyCompress, {
    globalDecompression: false,
    syncThreshold: 1024 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  registerErrorHandling(app, ctx.errors);
  await registerSecurityHeaders(app, options.securityHeaders);
  registerNullCharacterGuard(app);
  registerLoneSurrogateGuard(app);

  // The OpenAPI document is generated from the same zod schemas the routes validate with.
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'The client API (SPEC §7). Send the token from sign-in as the AUTH-TOKEN header.',
        version: '1.0.0',
      },
      components: { securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'AUTH-TOKEN' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (options.rateLimits ?? true) registerRateLimits(app, { db: ctx.db, now: ctx.now });
  await app.register(authPlugin, { db: ctx.db, now: ctx.now, readCache: ctx.readCache });
  await app.register(healthRoutes, { ping: options.database.ping });
  await app.register(mediaRoutes);
  const featureRoutes = [
    sportRoutes,
    sessionRoutes,
    adminLoginRoutes,
    clientRoutes,
    profileRoutes,
    accountDataRoutes,
    uploadRoutes,
    placeRoutes,
    athleteRoutes,
    schoolRoutes,
    groupRoutes,
    calendarRoutes,
    calendarFeedRoutes,
    bookingRoutes,
    bookingRequestRoutes,
    paymentRoutes,
    paymentConfigRoutes,
    paymentWebhookRoutes,
    cardRoutes,
    sandboxTokenRoutes,
    reviewRoutes,
    subscriptionRoutes,
    waitlistRoutes,
    trainerAccountRoutes,
    trainerServiceRoutes,
    trainerAvailabilityRoutes,
    trainerBookingRoutes,
  ];
  for (const routes of featureRoutes) {
    await app.register(routes, { ctx });
  }
  if (options.devMailbox && options.devMailbox !== 'off') {
    await app.register(devMailboxRoutes, { ctx, access: options.devMailbox });
  }
  if (options.devClock) await app.register(devToolsRoutes, { ctx, clock: options.devClock });

  const webRoot = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
  const indexHtml = webRoot && existsSync(path.join(webRoot, 'index.html'));
  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      // Our own cache policy below; the library's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: safe to cache forever. Anything else
        // (index.html) is revalidated, so a deploy is picked up at once.
        const fingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Public pages (landing, trainer, school, group) come rendered when the build has its
  // renderer (ADR 0022); any other page, or a page that cannot be rendered, gets the shell.
  // The renderer holds the web app's route table: an address that is no page there (or an
  // unknown trainer, school or group) gets the shell with 404 (ADR 0031).
  const pages =
    webRoot && indexHtml
      ? createPageRenderer(app, webRoot, {
          reads: pageReads(ctx.reads),
          cache: ctx.readCache,
        })
      : null;

  app.setNotFoundHandler(async (request, reply) => {
    const notAPage =
      API_PREFIXES.some((p) => request.url.startsWith(p)) || MISSING_BUILD_FILE.test(request.url);
    if (!notAPage && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pages ? await pages.render(request.url) : null;
      if (page !== null) return sendPage(request, reply, page);
      // Client-side routes are the web app's business (without a renderer, its not-found page too).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ errors: ['Not found'] });
  });

  return app;
}
