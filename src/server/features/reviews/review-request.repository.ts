import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/**
 * Whether a review request for this booking is already in the outbox. The outbox has no
 * booking column, so the booking's own feedback path (`/feedback/{id}/`) is what identifies it.
 */
export async function reviewRequestAlreadySent(db: Db, bookingId: number, to: string): Promise<boolean> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'review_request'),
        eq(emailOutbox.toAddress, to),
        like(emailOutbox.textBody, `%/feedback/${bookingId}/%`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
