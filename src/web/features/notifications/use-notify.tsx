import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubscriptionInput } from '../../../shared/api/subscriptions';
import { isValidUsPhone } from '../../../shared/domain/contact';
import { useAuthToken } from '../../lib/session-storage';
import { currentClientQueryOptions, useSessionUser } from '../auth/api';
import { useSubscribe } from './api';
import { NotifyDetailsModal } from './notify-details-modal';

interface NotifyTarget {
  id: number;
  name: string;
}

/**
 * SPEC §4 Notify: signed out, a details modal asks for name, email and phone; signed in, the
 * user's own details are sent at once. The success modal follows the server's 201.
 */
export function useNotify() {
  const token = useAuthToken();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const subscribe = useSubscribe();
  const [asking, setAsking] = useState<NotifyTarget | null>(null);
  const [done, setDone] = useState<NotifyTarget | null>(null);
  const [sendingFor, setSendingFor] = useState<number | null>(null);

  function send(target: NotifyTarget, input: SubscriptionInput) {
    setSendingFor(target.id);
    subscribe.mutate(input, {
      onSuccess: () => {
        setAsking(null);
        setDone(target);
      },
      onSettled: () => setSendingFor(null),
    });
  }

  async function notify(target: NotifyTarget): Promise<void> {
    if (!token) {
      setAsking(target);
      return;
    }
    // Signed in but the profile is not loaded yet (first visit after a reload): fetch it now.
    setSendingFor(target.id);
    const current =
      user ??
      (await queryClient
        .fetchQuery(currentClientQueryOptions(true))
        .then((response) => response.data.attributes)
        .catch(() => null));
    if (!current) {
      setSendingFor(null);
      return;
    }
    send(target, {
      provided_service_id: target.id,
      name: `${current.first_name} ${current.last_name}`.trim(),
      email: current.email,
      // A number the server would refuse must not block the subscription: it is optional.
      contact_number:
        current.contact_number && isValidUsPhone(current.contact_number) ? current.contact_number : null,
    });
  }

  const notifyModals = (
    <>
      {asking && (
        <NotifyDetailsModal
          opened
          serviceId={asking.id}
          serviceName={asking.name}
          submitting={subscribe.isPending}
          onClose={() => setAsking(null)}
          onSubmit={(input) => send(asking, input)}
        />
      )}
      <Modal opened={done !== null} onClose={() => setDone(null)} title="You're on the list" centered>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="green">
            <IconBellCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text>We will let you know as soon as new openings for {done?.name} are added.</Text>
          <Button onClick={() => setDone(null)}>Got it</Button>
        </Stack>
      </Modal>
    </>
  );

  return { notify, notifyModals, sendingFor };
}
