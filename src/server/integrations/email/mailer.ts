import type { Db } from '../../db/client';

export interface EmailMessage {
  /** What the message is about, e.g. 'password_reset'; used for filtering and tests. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * How features send email (ADR 0012, ADR 0029): a message is first a `queued` row of
 * `email_outbox`, then a job hands it to the transport.
 */
export interface Mailer {
  /**
   * Writes the message as a queued row through `db`, a transaction's handle when the message
   * announces a change: the row commits with the change or not at all. Returns the row's id,
   * to pass to `deliver` once the transaction has committed.
   */
  queue(db: Db, message: EmailMessage): Promise<number>;
  /**
   * Starts delivery of committed rows at once. Never throws: a row whose job is not sent is
   * found by the sweeper within a minute or two.
   */
  deliver(ids: readonly number[]): Promise<void>;
  /** A message that announces no change of its own: queued in its own statement, then delivered. */
  send(message: EmailMessage): Promise<void>;
}
