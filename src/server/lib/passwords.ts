import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Argon2id with the library's defaults (memory-hard, deliberately slow): ADR 0004. Each hash
// holds 19 MiB while it runs on one of libuv's four threads. No more run at once than the
// process has cores (ADR 0074): more only share them, each evicting the others' memory from the
// caches, and hold their 19 MiB apiece (on one core, eight sign-ins at once took 13.6 ms of CPU
// each and 53 MB more memory; one at a time 7.9 ms and none), and they leave libuv's threads to
// the file reads and compression that wait behind them.
export const oneHashPerCore = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A hash of a random value, verified against when the account does not exist, so that
// a missing account and a wrong password take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
