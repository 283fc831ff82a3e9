import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { authPlugin } from './features/auth/auth.plugin';
import { sessionRoutes } from './features/auth/sessions.routes';
import { clientRoutes } from './features/clients/clients.routes';
import { healthRoutes } from './features/health/health.routes';
import { mediaRoutes } from './features/media/media.routes';
import { sportRoutes } from './features/sports/sports.routes';
import { registerErrorHandling } from './lib/error-handler';

export interface AppOptions {
  database: Database;
  logLevel?: string;
  /** Built web app; when the folder exists it is served with an SPA fallback. */
  webDistDir?: string | undefined;
  /** The clock every rule reads; tests pass a fixed one. */
  now?: () => Date;
}

// Paths that belong to the API: never answered with the web app's index.html.
const API_PREFIXES = ['/v1/', '/v2/', '/media/', '/uploads/', '/healthz'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const db = options.database.db;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers["auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(authPlugin, { db, now });
  await app.register(healthRoutes, { ping: options.database.ping });
  await app.register(mediaRoutes);
  await app.register(sportRoutes, { db });
  await app.register(sessionRoutes, { db, now });
  await app.register(clientRoutes, { db });

  const webRoot = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
  const indexHtml = webRoot && existsSync(path.join(webRoot, 'index.html'));
  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: safe to cache forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and the not-found page) are the web app's business.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ errors: ['Not found'] });
  });

  return app;
}
