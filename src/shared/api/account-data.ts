// The account holder's own rights over the account's data (ADR 0040): a copy of all of it, as
// JSON or as a readable PDF, and the account's deletion. Ours, beside SPEC §7's client API.
import { z } from 'zod';

export const ACCOUNT_DATA_PATH = '/v1/client/account/data';
export const ACCOUNT_DATA_PDF_PATH = '/v1/client/account/data.pdf';
export const ACCOUNT_PATH = '/v1/client/account';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const ACCOUNT_HAS_ACCEPTED_SESSIONS =
  'A trainer has accepted sessions of yours that have not taken place yet. Cancel them from Bookings (or, once free cancellation has passed, ask the trainer to), or delete your account once they are over.';

export const deleteAccountBodySchema = z.object({
  /** The account's password, asked again: a deletion cannot be undone. */
  password: z.string().min(1, 'Please enter your password.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** The export's outline; each part holds the records as the product stores or shows them. */
export const accountDataSchema = z.object({
  product: z.string(),
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  players: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  cards: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(z.record(z.string(), z.unknown())),
  /** Every waitlist place the account took, ended ones too, as Bookings → Waitlist shows them (ADR 0047). */
  waitlist: z.array(z.record(z.string(), z.unknown())),
  /** What the account holder agreed to at sign-up, when and from where (ADR 0041). */
  consents: z.array(z.record(z.string(), z.unknown())),
});
export type AccountData = z.infer<typeof accountDataSchema>;
