import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, oneHashPerCore, verifyPassword } from './passwords';

// Sign-ins at once hash one per core (ADR 0074): the others wait their turn, each is answered.
describe('password hashing', () => {
  it('runs no more hashes at once than the process has cores, and answers every one', async () => {
    const stored = await hashPassword('TrainHub2026!');
    const cores = availableParallelism();
    const checks = Array.from({ length: cores + 3 }, (_, i) =>
      verifyPassword(stored, i % 2 === 0 ? 'TrainHub2026!' : 'wrong password'),
    );
    expect(oneHashPerCore.activeCount).toBe(cores);
    expect(oneHashPerCore.pendingCount).toBe(3);
    expect(await Promise.all(checks)).toEqual(checks.map((_, i) => i % 2 === 0));
    expect(oneHashPerCore.activeCount + oneHashPerCore.pendingCount).toBe(0);
  });

  it('refuses a malformed hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'TrainHub2026!')).toBe(false);
  });
});
