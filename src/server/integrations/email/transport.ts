import type { EmailMessage } from './mailer';
import { createSmtpTransport } from './smtp-transport';

export const DEFAULT_MAIL_FROM = 'TrainHub <no-reply@trainhub.example>';

/**
 * A message as handed to a transport; `from` overrides the transport's default sender.
 * `messageId` is the same for every delivery of one outbox row, so a message sent again after
 * a crash is recognised as the same message by servers and mail clients (ADR 0029).
 */
export type OutgoingEmail = EmailMessage & { from?: string; messageId?: string };

/**
 * The last step of email delivery (ADR 0008): the `email.deliver` job reads a queued
 * `email_outbox` row and hands it here, then marks the row sent or failed. A rejection means
 * "not delivered, try again later".
 */
export interface EmailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(message: OutgoingEmail): Promise<{ messageId?: string }>;
}

/**
 * Local default: delivers nowhere. The outbox row already is the message and the dev mailbox
 * (`/dev/mailbox`) shows it with its links, so nothing ever leaves the machine.
 */
export function createOutboxTransport(): EmailTransport {
  return {
    name: 'outbox',
    async deliver() {
      return {};
    },
  };
}

export interface EmailEnv {
  /** smtp:// or smtps:// address with credentials; unset keeps every message in the outbox. */
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
}

/** SMTP when `SMTP_URL` is set, otherwise the outbox-only default. */
export function createEmailTransportFromEnv(env: EmailEnv): EmailTransport {
  if (!env.SMTP_URL) return createOutboxTransport();
  return createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM });
}
