import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL server for the bench, pinned to the server's core (as CI starts one). */
export interface BenchPostgres {
  url: string;
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

export function startPostgres(port: number, core: number): BenchPostgres | undefined {
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
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c shared_buffers=512MB`;
  run(`taskset -c ${core} ${bin}/pg_ctl -D ${dir}/data -o '${options}' -l ${dir}/log -w start >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
