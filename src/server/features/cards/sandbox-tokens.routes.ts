import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../context';

// Routes of this feature are being written (issue 3); registered in app.ts.
export const sandboxTokenRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (_app, _options) => {};
