// "The limit" of an uncached page: a bare Fastify route that runs the SQL the app's page ran for
// one request (captured by bench/capture-queries.ts) on the same database with the same driver,
// and answers how many rows each statement gave, as JSON: the cost of the SQL's round trips,
// of the database's work and of reading the rows into JavaScript, and next to nothing else.
// What the page costs beyond this is the app's own work: routing, validation, hooks, shaping
// the rows, serialising, compressing (ADR 0025).
//   PORT=3903 QUERIES=captured.json DATABASE_URL=... | DATA_DIR=... tsx bench/limit-server.ts
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client';
import type { CapturedPage } from './capture-queries';

const pages = JSON.parse(readFileSync(process.env.QUERIES ?? '', 'utf8')) as Record<string, CapturedPage>;
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR },
);
const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/limit/:name', async (request, reply) => {
  const page = pages[request.params.name];
  if (!page) return reply.status(404).send({ error: 'no such page' });
  const rows: number[] = [];
  for (const group of page.groups) {
    const answers = await Promise.all(group.map((s) => database.executeSql(s.text, s.values)));
    for (const answer of answers) rows.push(answer.rows.length);
  }
  return { rows };
});
await app.listen({ port: Number(process.env.PORT ?? 3903), host: '127.0.0.1' });
