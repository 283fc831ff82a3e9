import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface EmailMessage {
  /** What the message is about, e.g. 'password_reset'; used for filtering and tests. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Local default: every message is kept in the `email_outbox` table, where the operator's
 * dev mailbox page shows it with its links. Nothing leaves the machine.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(emailOutbox).values({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        status: 'sent',
        sentAt: new Date(),
      });
    },
  };
}
