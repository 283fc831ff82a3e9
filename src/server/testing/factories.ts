import type { Db } from '../db/client';
import { clients, positions, sports } from '../db/schema';
import { hashPassword } from '../lib/passwords';

let counter = 0;
const next = () => ++counter;

/** A registered client with a known password; fields as a sign-up would leave them. */
export async function createClient(
  db: Db,
  overrides: Partial<typeof clients.$inferInsert> & { password?: string } = {},
) {
  const n = next();
  const { password = 'correct-horse-7', ...rest } = overrides;
  const [row] = await db
    .insert(clients)
    .values({
      email: `player${n}@example.test`,
      passwordHash: await hashPassword(password),
      firstName: `Pat${n}`,
      lastName: 'Player',
      parentFirstName: 'Sam',
      parentLastName: 'Player',
      passingYear: 2029,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('client insert returned nothing');
  return { ...row, password };
}

export async function createSport(db: Db, name: string, positionNames: string[]) {
  const [sport] = await db
    .insert(sports)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${next()}` })
    .returning();
  if (!sport) throw new Error('sport insert returned nothing');
  if (positionNames.length > 0) {
    await db
      .insert(positions)
      .values(
        positionNames.map((p) => ({ sportId: sport.id, name: p, displayName: p.slice(0, 2).toUpperCase() })),
      );
  }
  return sport;
}
