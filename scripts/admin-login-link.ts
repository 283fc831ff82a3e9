// Operator command: `npm run admin:link -- <client email>` prints a single-use sign-in link
// (/admin/login/{token}, 30 minutes) for that client (ADR 0019). It opens the configured
// database directly; with the embedded database (PGlite) stop the server first.
import { openDatabase } from '../src/server/db/client';
import { linkAddress, parseEnv } from '../src/server/env';
import { createAdminLoginLink } from '../src/server/features/admin-login/admin-login.service';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:link -- <client email>');
  process.exit(1);
}

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const link = await createAdminLoginLink(database.db, {
    email,
    publicUrl: linkAddress(env).publicUrl,
    createdBy: process.env.USER ?? null,
    now: new Date(),
  });
  console.log(link.url);
  console.error(`Single use, valid until ${link.expiresAt.toISOString()}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
