import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Several API processes must share UPLOAD_SIGNING_SECRET (read in env.ts, passed in by main.ts);
// without it each process makes its own at start, which is right for the single embedded process
// (links outlive no restart anyway: they expire in 15 minutes).
let processSecret: string | undefined;
export function processUploadSigningSecret(): string {
  processSecret ??= randomBytes(32).toString('hex');
  return processSecret;
}

/** HMAC-SHA256 over the method, key and expiry: a link cannot be reused for another key or time. */
export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('hex');
}

export function isValidUploadSignature(secret: string, key: string, expires: number, signature: string) {
  if (!/^[a-f0-9]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signUpload(secret, key, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
