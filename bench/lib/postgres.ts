import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { descendants } from './processes';

/**
 * A throwaway PostgreSQL server for the bench (as CI starts one). It loads the data set on
 * every core, then `pin` moves it to the server's core for the measurements.
 */
export interface BenchPostgres {
  url: string;
  /** Pins the postmaster and every backend to `core`; backends started later inherit it. */
  pin(core: number): void;
  stop(): void;
}

function findBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

export function startPostgres(port: number): BenchPostgres | undefined {
  const bin = findBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'trainhub-bench-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string) => {
    const res = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', cmd], { stdio: 'pipe' })
      : spawnSync('bash', ['-c', cmd], { stdio: 'pipe' });
    if (res.status !== 0) throw new Error(`${cmd}\n${res.stderr.toString()}`);
  };
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  run(`${bin}/initdb -D ${dir}/data --auth=trust -E UTF8 -U postgres >/dev/null`);
  // A throwaway server: no crash safety (fsync), and WAL kept minimal with checkpoints far
  // apart, so loading millions of rows writes them about once.
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-c fsync=off -c shared_buffers=512MB -c wal_level=minimal -c max_wal_senders=0',
    '-c max_wal_size=8GB -c checkpoint_timeout=30min',
  ].join(' ');
  run(`${bin}/pg_ctl -D ${dir}/data -o '${options}' -l ${dir}/log -w start >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pin: (core) => {
      const postmaster = Number(
        readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      for (const pid of [postmaster, ...descendants(postmaster)]) {
        spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
      }
    },
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
