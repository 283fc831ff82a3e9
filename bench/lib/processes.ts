import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/**
 * Starts a Node program pinned to one core (the load generator runs on the other): a built
 * `.js` file as it is, as production runs it (`npm start`), a `.ts` one through tsx.
 */
export function startPinned(
  script: string,
  env: Record<string, string>,
  core: number,
  nodeFlags: string[] = [],
): ChildProcess {
  const args = script.endsWith('.js') ? [...nodeFlags, script] : ['node_modules/.bin/tsx', script];
  const [command, argv] = hasTaskset
    ? ['taskset', ['-c', String(core), process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`${script} exited ${code}\n${stderr}\n`);
  });
  return child;
}

/** Pins this process (the load generator) to a core, or to a list such as `0-1`. */
export function pinSelf(cores: number | string): void {
  if (hasTaskset) spawnSync('taskset', ['-p', '-c', String(cores), String(process.pid)]);
}

/** Every core of the machine, for `pinSelf`. */
export const ALL_CORES = `0-${availableParallelism() - 1}`;

export async function waitForOk(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} not ready in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Peak resident memory of a process tree's Node server (VmHWM of the deepest node process:
 * tsx starts the server as a child of the pinned launcher).
 */
export function peakRssMb(pid: number): number {
  const pids = [pid, ...descendants(pid)];
  let peak = 0;
  for (const p of pids) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // gone
    }
  }
  return peak;
}

/** Every process started by `pid`, children first then theirs. */
export function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.flatMap((c) => [c, ...descendants(c)]);
  } catch {
    return [];
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** CPU seconds (user + system) used so far by a process and everything it started. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are 12th and 13th.
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/**
 * Waits until a just-started server has finished its start-up work (job queue maintenance,
 * first schedules): under 5% of a core for a whole second, or `timeoutMs`. Returns the wait.
 * The embedded database runs in the server's thread, so its work would be measured as the
 * server's: the health check measured 0.85x in the first minute after start, 1.01x after it.
 */
export async function waitForIdle(pid: number, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  let last = cpuSeconds(pid);
  while (performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now - last < 0.05) break;
    last = now;
  }
  return performance.now() - started;
}
