import { z } from 'zod';
import { documentSchema, listDocumentSchema, pageQuerySchema, resourceSchema } from './common';

// The operator's dev mailbox (ADR 0013): every email and text message the product wrote, newest first.

export const MAILBOX_MESSAGE_NOT_FOUND = 'Message not found';

export const mailboxQuerySchema = pageQuerySchema.extend({
  /** Only messages to this address (case-insensitive). */
  to: z.string().trim().max(254).optional(),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const mailboxMessageAttributesSchema = z.object({
  /** An email, or a text message (ADR 0048: `to` is a phone number, no subject, no HTML). */
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every absolute http(s) link in the message, in order of appearance, once each. */
  links: z.array(z.string()),
  status: z.enum(['queued', 'sent', 'failed']),
  created_at: z.string(),
});
export type MailboxMessageAttributes = z.infer<typeof mailboxMessageAttributesSchema>;

export const mailboxMessageSchema = resourceSchema('email', mailboxMessageAttributesSchema);
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxListResponseSchema = listDocumentSchema(mailboxMessageSchema);
export const mailboxMessageResponseSchema = documentSchema(mailboxMessageSchema);
