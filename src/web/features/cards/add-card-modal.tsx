import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CardAttributes } from '../../../shared/api/cards';
import { CardEntry } from '../payments/card-entry';

interface AddCardModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved?: (card: CardAttributes) => void;
}

/** SPEC §2 'add card' modal around the shared card form (sandbox or Stripe Elements). */
export function AddCardModal({ opened, onClose, onSaved }: AddCardModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Add payment method" fullScreen={phone === true}>
      <CardEntry
        onSaved={(card) => {
          onSaved?.(card);
          onClose();
        }}
      />
    </Modal>
  );
}
