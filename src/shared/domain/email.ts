import { z } from 'zod';

// The one test of an email address, shared by the browser's forms and the API (z.email()).
const anEmail = z.email();

/** Whether `value` (trimmed) is an email address the API will accept. */
export function isEmail(value: string): boolean {
  return anEmail.safeParse(value.trim()).success;
}
