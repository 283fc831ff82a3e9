import { z } from 'zod';

// Configuration is parsed once at start; a bad value stops the process with a clear message.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL server.
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  // Seed demo data into an empty database at start ("false" to skip).
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Public address of the web app, used for links in emails.
  PUBLIC_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  // Where the built web app lives; served with SPA fallback when present.
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
