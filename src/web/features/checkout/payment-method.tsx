import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CardAttributes } from '../../../shared/api/cards';
import { DetailCard } from '../../components/detail-card';
import { AddCardButton, CardList, cardLabel } from '../cards/card-list';

interface PaymentMethodProps {
  cards: CardAttributes[];
  selected: CardAttributes | null;
  /** The saved cards are still being read. */
  loading: boolean;
  onSelect: (card: CardAttributes) => void;
  onAdd: () => void;
}

/** SPEC §2 checkout payment method: the card to pay with, Edit (manage/delete) and add card. */
export function PaymentMethod({ cards, selected, loading, onSelect, onAdd }: PaymentMethodProps) {
  const [managing, setManaging] = useState(false);
  return (
    <DetailCard
      title="Payment Method"
      action={
        cards.length > 0 && (
          <Button variant="subtle" size="xs" onClick={() => setManaging(true)}>
            Edit
          </Button>
        )
      }
    >
      {loading ? (
        <Loader size="sm" aria-label="Loading your cards" />
      ) : selected ? (
        <Text size="sm" data-testid="checkout-card">
          {cardLabel(selected)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No card yet.
        </Text>
      )}
      {!loading && (
        <Group>
          {selected ? (
            <Button variant="light" size="xs" onClick={onAdd}>
              Add card
            </Button>
          ) : (
            <Button onClick={onAdd}>Add payment method</Button>
          )}
        </Group>
      )}
      <Modal opened={managing} onClose={() => setManaging(false)} title="Payment methods">
        <Stack gap="md">
          <CardList
            cards={cards}
            selectedId={selected?.id ?? null}
            onSelect={(card) => {
              onSelect(card);
              setManaging(false);
            }}
          />
          <AddCardButton
            onClick={() => {
              setManaging(false);
              onAdd();
            }}
          />
        </Stack>
      </Modal>
    </DetailCard>
  );
}
