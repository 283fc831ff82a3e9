import { Button, type ButtonProps, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ConfirmRemoveButtonProps {
  /** The button's word: Remove, Delete. The confirmation's red button says the same. */
  label: string;
  /** The question the confirmation asks. */
  title: string;
  /** What happens, in a sentence or two. */
  consequence: ReactNode;
  pending: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  onConfirm: () => void;
}

/** A red trash button on the trainer site that asks once (Keep or the label) before it removes. */
export function ConfirmRemoveButton({
  label,
  title,
  consequence,
  pending,
  disabled = false,
  variant = 'subtle',
  onConfirm,
}: ConfirmRemoveButtonProps) {
  return (
    <Button
      size="xs"
      variant={variant}
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={pending}
      disabled={disabled}
      onClick={() =>
        modals.openConfirmModal({
          title,
          children: <Text size="sm">{consequence}</Text>,
          labels: { confirm: label, cancel: 'Keep' },
          confirmProps: { color: 'red' },
          onConfirm,
        })
      }
    >
      {label}
    </Button>
  );
}
