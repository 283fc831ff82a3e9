import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionInput } from '../../../shared/api/subscriptions';
import { isValidUsPhone } from '../../../shared/domain/contact';
import { getStoredUserJson } from '../../lib/session-storage';
import { currentClientQueryOptions, parseStoredUser } from '../auth/api';

/**
 * A signed-in user subscribes with their own details: the profile the app has loaded, else the
 * stored copy, else (first visit after a reload) a fresh fetch; null when none can be had.
 */
export async function signedInSubscription(
  queryClient: QueryClient,
  serviceId: number,
): Promise<SubscriptionInput | null> {
  const options = currentClientQueryOptions(true);
  const current =
    queryClient.getQueryData(options.queryKey)?.data.attributes ??
    parseStoredUser(getStoredUserJson()) ??
    (await queryClient
      .fetchQuery(options)
      .then((response) => response.data.attributes)
      .catch(() => null));
  if (!current) return null;
  // The account holder's (the parent's) name and phone: the emails go to their address.
  const parent = [current.parent_first_name, current.parent_last_name].filter(Boolean).join(' ');
  const phone = [current.parent_contact_number, current.contact_number].find(
    // A number the server would refuse must not block the subscription: it is optional.
    (n) => n && isValidUsPhone(n),
  );
  return {
    provided_service_id: serviceId,
    name: parent || `${current.first_name} ${current.last_name}`.trim(),
    email: current.email,
    contact_number: phone ?? null,
  };
}
