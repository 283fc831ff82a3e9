import { ActionIcon, Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { CardAttributes } from '../../../shared/api/cards';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { useDeleteCard, useMakeDefaultCard } from './api';
import classes from './card-list.module.css';

export const DELETED_MESSAGE = 'Deleted successfuly!';

export function cardLabel(card: CardAttributes): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** SPEC has no wording for it; shaped like its other success messages (ADR 0033). */
export function defaultCardMessage(card: CardAttributes): string {
  return `${cardLabel(card)} is now your default card.`;
}

function expiry(card: CardAttributes): string {
  return `Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}

interface CardListProps {
  cards: CardAttributes[];
  /** In checkout the radio picks the card to pay with; in settings it makes the default. */
  selectedId?: number | null;
  onSelect?: (card: CardAttributes) => void;
}

/** Saved cards with delete (SPEC §4 confirmation) and the default marker. */
export function CardList({ cards, selectedId, onSelect }: CardListProps) {
  const remove = useDeleteCard();
  const makeDefault = useMakeDefaultCard();

  function confirmDelete(card: CardAttributes) {
    modals.openConfirmModal({
      title: 'Are you sure?',
      children: <Text size="sm">You will not be able to recover!</Text>,
      labels: { confirm: 'Yes, delete it!', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(card.id, {
          onSuccess: () =>
            notifications.show({ message: DELETED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS }),
        }),
    });
  }

  function choose(card: CardAttributes) {
    if (onSelect) onSelect(card);
    else if (!card.is_default) {
      makeDefault.mutate(card.id, {
        onSuccess: () =>
          notifications.show({
            message: defaultCardMessage(card),
            color: 'green',
            autoClose: HELPER_TOAST_MS,
          }),
      });
    }
  }

  const radioIds = useId();
  const chosen = selectedId !== undefined ? selectedId : (cards.find((c) => c.is_default)?.id ?? null);

  return (
    <Radio.Group value={chosen === null ? null : String(chosen)} aria-label="Saved cards">
      <Stack gap="sm">
        {cards.map((card) => (
          <Paper key={card.id} withBorder radius="md" p="sm" data-testid="saved-card">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Radio
                  id={`${radioIds}-${card.id}`}
                  value={String(card.id)}
                  onChange={() => choose(card)}
                  // In checkout the card already chosen, clicked again, is chosen again (its dialog closes).
                  onClick={() => {
                    if (onSelect && chosen === card.id) onSelect(card);
                  }}
                  aria-label={
                    onSelect ? `Pay with ${cardLabel(card)}` : `Make ${cardLabel(card)} the default card`
                  }
                />
                {/* The card's name and expiry choose it too, not only the small radio. */}
                <label htmlFor={`${radioIds}-${card.id}`} className={classes.choice}>
                  <IconCreditCard size={20} aria-hidden />
                  <div>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {cardLabel(card)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {expiry(card)}
                    </Text>
                  </div>
                  {card.is_default && (
                    // Read whole on a phone: it never shrinks into "DEFA…".
                    <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                      Default
                    </Badge>
                  )}
                </label>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${cardLabel(card)}`}
                loading={remove.isPending && remove.variables === card.id}
                onClick={() => confirmDelete(card)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function AddCardButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="light" onClick={onClick}>
      + Add New
    </Button>
  );
}
