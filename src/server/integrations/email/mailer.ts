import type { Db } from '../../db/client';

export interface EmailMessage {
  channel?: 'email';
  /** What the message is about, e.g. 'password_reset'; used for filtering and tests. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A text message (ADR 0048): a phone number in E.164 form ('+15551234567') and plain text only.
 * Written, delivered and shown in the dev mailbox like an email.
 */
export interface TextMessage {
  channel: 'sms';
  kind: string;
  to: string;
  text: string;
}

/** What the outbox holds: an email or a text message. */
export type OutboxMessage = EmailMessage | TextMessage;

/**
 * How features send email and text messages (ADR 0012, ADR 0029, ADR 0048): a message is first
 * a `queued` row of `email_outbox`, then a job hands it to its channel's transport.
 */
export interface Mailer {
  /**
   * Writes the message as a queued row through `db`, a transaction's handle when the message
   * announces a change: the row commits with the change or not at all. Returns the row's id,
   * to pass to `deliver` once the transaction has committed.
   */
  queue(db: Db, message: OutboxMessage): Promise<number>;
  /** As `queue` for several messages, in one statement: their rows' ids, for `deliver`. */
  queueAll(db: Db, messages: readonly OutboxMessage[]): Promise<number[]>;
  /**
   * Starts delivery of committed rows at once. Never throws: a row whose job is not sent is
   * found by the sweeper within a minute or two.
   */
  deliver(ids: readonly number[]): Promise<void>;
  /** A message that announces no change of its own: queued in its own statement, then delivered. */
  send(message: OutboxMessage): Promise<void>;
}
