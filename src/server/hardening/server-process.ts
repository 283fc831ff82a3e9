import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createThrowawayDatabase } from '../testing/throwaway-database';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Where the real server keeps its data for one test: a PGlite data directory, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export interface ServerData {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function serverData(dataDir: string): Promise<ServerData> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => {} };
  }
  const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl, 'fault');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl }),
    drop,
  };
}

/**
 * The data of a test file's server processes: `prepare(seed)` makes it (serverData, in a fresh
 * directory named after `name`), migrates it and writes what `seed` writes before a server owns
 * it. After the file's tests the servers `running()` lists are SIGKILLed if still up, the
 * throwaway database is dropped and the directory removed.
 */
export function serverDataForFile(name: string, running: () => (RunningServer | undefined)[]) {
  let dataDir: string | undefined;
  let data: ServerData | undefined;
  afterAll(async () => {
    for (const s of running()) if (s && s.child.exitCode === null) s.child.kill('SIGKILL');
    await data?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async prepare<Seeded>(seed: (database: Database) => Promise<Seeded>) {
      dataDir = mkdtempSync(path.join(tmpdir(), `trainhub-${name}-`));
      data = await serverData(dataDir);
      const setup = await data.open();
      await setup.migrate();
      const seeded = await seed(setup);
      await setup.close();
      return { data, seeded };
    },
  };
}

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `node --import tsx src/server/main.ts`: node itself is the server process (no tsx wrapper
 * in between), so SIGKILL kills the server and nothing survives it.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(env.DATA_DIR ?? '/tmp', 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return { child, baseUrl, output: () => output, exited };
}
