import { type Logger, pino } from 'pino';
import type { EmailMessage, Mailer } from './mailer';

// Services have no request logger; emails they fail to queue are reported here.
export const emailLog = pino({ name: 'email', level: process.env.LOG_LEVEL ?? 'info' });

export type ErrorLog = Pick<Logger, 'error'>;

/**
 * Hands a message to the mailer without ever failing the caller: an email is a side effect of
 * something that already happened (a booking committed), which must stand even if mail cannot
 * be queued. Returns whether it was handed over.
 */
export async function sendSafely(mailer: Mailer, message: EmailMessage, log: ErrorLog = emailLog) {
  try {
    await mailer.send(message);
    return true;
  } catch (err) {
    log.error({ err, kind: message.kind }, 'could not queue an email');
    return false;
  }
}
