import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (memory-hard, deliberately slow): ADR 0004.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random value, verified against when the account does not exist, so that
// a missing account and a wrong password take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  return decoyHash;
}
