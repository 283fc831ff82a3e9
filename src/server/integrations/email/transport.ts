import type { EmailMessage, OutboxMessage, TextMessage } from './mailer';
import { createSmtpTransport } from './smtp-transport';

export const DEFAULT_MAIL_FROM = 'TrainHub <no-reply@trainhub.example>';

/**
 * A message as handed to a transport; `from` overrides the transport's default sender.
 * `messageId` is the same for every delivery of one outbox row, so a message sent again after
 * a crash is recognised as the same message by servers and mail clients (ADR 0029).
 */
export type OutgoingEmail = EmailMessage & { from?: string; messageId?: string };
/** A text message as handed to a text transport (ADR 0048). */
export type OutgoingText = TextMessage & { messageId?: string };
/** An outbox row as handed to the transport of its channel. */
export type OutgoingMessage = (OutboxMessage & { messageId?: string }) & { from?: string };

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

/**
 * The last step of text-message delivery (ADR 0048). No provider is wired yet: the local
 * default keeps every text in the outbox, where the dev mailbox shows it; a provider (Twilio,
 * Amazon SNS…) is one more implementation of this interface chosen by `textTransportFromEnv`.
 */
export interface TextTransport {
  readonly name: 'outbox';
  deliver(message: OutgoingText): Promise<{ messageId?: string }>;
}

/** Local default for texts: delivers nowhere; the outbox row is the message. */
export function createOutboxTextTransport(): TextTransport {
  return {
    name: 'outbox',
    async deliver() {
      return {};
    },
  };
}

/**
 * Every channel's transport from the environment (SMTP or the outbox for email, the outbox for
 * texts), as one that hands each message to the transport of its channel.
 */
export function createMessageTransportFromEnv(env: EmailEnv) {
  const email = createEmailTransportFromEnv(env);
  const sms = createOutboxTextTransport();
  return {
    deliver: (message: OutgoingMessage) =>
      message.channel === 'sms' ? sms.deliver(message) : email.deliver(message),
  };
}
