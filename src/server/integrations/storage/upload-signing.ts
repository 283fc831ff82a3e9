import { createHmac, timingSafeEqual } from 'node:crypto';

// The secret is UPLOAD_SIGNING_SECRET, or the product's own in the database (`app_secrets`),
// the same for every process (ADR 0029).

/** HMAC-SHA256 over the method, key and expiry: a link cannot be reused for another key or time. */
export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('hex');
}

export function isValidUploadSignature(secret: string, key: string, expires: number, signature: string) {
  if (!/^[a-f0-9]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signUpload(secret, key, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
