import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { SubscriptionInput } from '../../../shared/api/subscriptions';
import { reportApiError } from '../../app/query-client';
import { loadChunk } from '../../lib/load-chunk';
import { useAuthToken } from '../../lib/session-storage';
import type { NotifyTarget } from './notify-modals';

// Modals, the details form's checks (zod) and the profile lookup load on the first Get Notified
// click, not with the trainer page (ADR 0010).
const NotifyModals = lazy(() =>
  import('./notify-modals').then((module) => ({ default: module.NotifyModals })),
);

/**
 * SPEC §4 Notify: signed out, a details modal asks for name, email and phone; signed in, the
 * user's own details are sent at once. The success modal follows the server's 201.
 */
export function useNotify() {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<NotifyTarget | null>(null);
  const [done, setDone] = useState<NotifyTarget | null>(null);
  const [sendingFor, setSendingFor] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Mounted from the first use on, so the modals can play their closing transitions.
  const [modalsNeeded, setModalsNeeded] = useState(false);

  // A plain call rather than useMutation, whose observer code would join the page's first load;
  // failures get the app's one error handling all the same.
  async function send(target: NotifyTarget, input: SubscriptionInput): Promise<void> {
    setSendingFor(target.id);
    setSubmitting(true);
    try {
      const api = await loadChunk(() => import('./api'));
      await api.postSubscription({ ...input, provided_service_slug: target.slug });
      setAsking(null);
      setModalsNeeded(true);
      setDone(target);
    } catch (error) {
      reportApiError(error);
    } finally {
      setSendingFor(null);
      setSubmitting(false);
    }
  }

  async function notify(target: NotifyTarget): Promise<void> {
    if (!token) {
      setModalsNeeded(true);
      setAsking(target);
      return;
    }
    setSendingFor(target.id);
    try {
      const { signedInSubscription } = await loadChunk(() => import('./signed-in-subscriber'));
      const input = await signedInSubscription(queryClient, target.id);
      if (input) await send(target, input);
      else setSendingFor(null);
    } catch (error) {
      setSendingFor(null);
      reportApiError(error);
    }
  }

  const notifyModals = modalsNeeded ? (
    <Suspense fallback={null}>
      <NotifyModals
        asking={asking}
        done={done}
        submitting={submitting}
        onCloseAsking={() => setAsking(null)}
        onCloseDone={() => setDone(null)}
        onSubmit={(target, input) => void send(target, input)}
      />
    </Suspense>
  ) : null;

  return { notify, notifyModals, sendingFor };
}
