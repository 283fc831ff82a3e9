import type { Db } from '../../db/client';
import { processedWebhookEvents } from '../../db/schema';

/** Claims the event id; false when it had been applied before (a replay). */
export async function claimWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedWebhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return rows.length > 0;
}
