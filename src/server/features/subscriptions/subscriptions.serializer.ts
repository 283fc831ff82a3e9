import type { SubscriptionAttributes } from '../../../shared/api/subscriptions';
import type { SubscriptionRow } from './subscriptions.repository';

/** Never includes the unsubscribe token: only the confirmation email carries it. */
export function toSubscriptionResource(row: SubscriptionRow) {
  const attributes: SubscriptionAttributes = {
    id: row.id,
    provided_service_id: row.providedServiceId,
    name: row.name,
    email: row.email,
    contact_number: row.contactNumber,
    disabled: row.disabledAt !== null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
  return { id: String(row.id), type: 'subscribed_provided_service' as const, attributes };
}
