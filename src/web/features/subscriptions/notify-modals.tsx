import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellCheck } from '@tabler/icons-react';
import type { SubscriptionInput } from '../../../shared/api/subscriptions';
import { NotifyDetailsModal } from './notify-details-modal';

export interface NotifyTarget {
  id: number;
  /** The training's slug: a private one is subscribed to only by its link (ADR 0072). */
  slug: string;
  name: string;
}

interface NotifyModalsProps {
  /** The training a signed-out visitor is giving details for. */
  asking: NotifyTarget | null;
  /** The training just subscribed to (the server answered 201). */
  done: NotifyTarget | null;
  submitting: boolean;
  onCloseAsking: () => void;
  onCloseDone: () => void;
  onSubmit: (target: NotifyTarget, input: SubscriptionInput) => void;
}

/** SPEC §4 Notify: the details modal (signed out) and the success modal. */
export function NotifyModals({
  asking,
  done,
  submitting,
  onCloseAsking,
  onCloseDone,
  onSubmit,
}: NotifyModalsProps) {
  return (
    <>
      {asking && (
        <NotifyDetailsModal
          opened
          serviceId={asking.id}
          serviceName={asking.name}
          submitting={submitting}
          onClose={onCloseAsking}
          onSubmit={(input) => onSubmit(asking, input)}
        />
      )}
      <Modal opened={done !== null} onClose={onCloseDone} title="You're on the list" centered>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="green">
            <IconBellCheck size={32} aria-hidden />
          </ThemeIcon>
          <Text>We will let you know as soon as new openings for {done?.name} are added.</Text>
          <Button onClick={onCloseDone}>Got it</Button>
        </Stack>
      </Modal>
    </>
  );
}
