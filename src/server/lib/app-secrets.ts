import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

export type AppSecretName = 'upload-signing' | 'unsubscribe' | 'calendar-feed';

const cache = new WeakMap<Db, Map<AppSecretName, Promise<string>>>();

/**
 * A secret the product keeps for itself in its own database (`app_secrets`): made by the first
 * process that asks, then the same for every process and every restart (ADR 0029). For what
 * the operator need not configure; one who sets a secret in the environment uses that instead.
 */
export function appSecret(db: Db, name: AppSecretName): Promise<string> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrMake(db, name);
    // A failure (database down) is not remembered: the next caller asks again.
    secret.catch(() => byName?.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

async function loadOrMake(db: Db, name: AppSecretName): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} vanished`);
  return row.value;
}

/** What is stored of a bearer token (unsubscribe links): its SHA-256, hex. */
export const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
