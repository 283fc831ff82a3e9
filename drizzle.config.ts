import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned SQL migration from src/server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
