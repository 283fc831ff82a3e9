import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0015 (ADR 0045) moves each account's one player out of `clients` into `players`:
// an embedded database migrated up to 0014 gets an account and a booking the old way, then 0015
// runs on it.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = mkdtempSync(path.join(tmpdir(), 'trainhub-before-players-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

function migrationsBeforePlayers(): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0015');
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

describe('migration 0015: one player per existing account', () => {
  it("moves the player's fields to a players row, makes it the active player and every booking its", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsBeforePlayers() });
      const { rows: made } = await client.query<{ id: number }>(
        `INSERT INTO clients (email, first_name, last_name, dob, gender, positions, passing_year, instagram,
           contact_number, time_zone, parent_first_name)
         VALUES ('old@example.test', 'Alex', 'Rivera', '2011-03-04', 1, '{Striker}', 2029, 'alex_r',
           '5025550199', 'America/Chicago', 'Dana'),
                ('other@example.test', 'Bo', 'Lee', NULL, 2, '{}', NULL, NULL, NULL, 'America/New_York', NULL)
         RETURNING id`,
      );
      const [alex, bo] = made.map((r) => r.id);
      await client.query(
        `INSERT INTO bookings (client_id, training_start_date_time, training_end_date_time, price_cents,
           service_fee_cents, processing_fee_cents, amount_cents)
         VALUES ($1, now(), now() + interval '1 hour', 5000, 500, 165, 5665),
                ($2, now(), now() + interval '1 hour', 0, 0, 0, 0)`,
        [alex, bo],
      );

      await migrate(db, { migrationsFolder });

      const { rows: players } = await client.query(
        `SELECT p.client_id, p.first_name, p.last_name, p.dob::text AS dob, p.gender, p.positions,
           p.passing_year, p.instagram, p.contact_number, c.active_player_id = p.id AS active
         FROM players p JOIN clients c ON c.id = p.client_id ORDER BY p.client_id`,
      );
      expect(players).toEqual([
        {
          client_id: alex,
          first_name: 'Alex',
          last_name: 'Rivera',
          dob: '2011-03-04',
          gender: 1,
          positions: ['Striker'],
          passing_year: 2029,
          instagram: 'alex_r',
          contact_number: '5025550199',
          active: true,
        },
        {
          client_id: bo,
          first_name: 'Bo',
          last_name: 'Lee',
          dob: null,
          gender: 2,
          positions: [],
          passing_year: null,
          instagram: null,
          contact_number: null,
          active: true,
        },
      ]);
      const { rows: bookings } = await client.query(
        `SELECT b.client_id, p.first_name FROM bookings b JOIN players p ON p.id = b.player_id
         ORDER BY b.client_id`,
      );
      expect(bookings).toEqual([
        { client_id: alex, first_name: 'Alex' },
        { client_id: bo, first_name: 'Bo' },
      ]);
      const { rows: left } = await client.query(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'clients' AND column_name IN ('first_name', 'dob', 'positions', 'instagram')`,
      );
      expect(left).toEqual([]);
      const { rows: account } = await client.query(
        `SELECT email, time_zone, parent_first_name FROM clients WHERE id = $1`,
        [alex],
      );
      expect(account).toEqual([
        { email: 'old@example.test', time_zone: 'America/Chicago', parent_first_name: 'Dana' },
      ]);
    } finally {
      await client.close();
    }
  });
});
