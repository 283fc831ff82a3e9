import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CardAttributes } from '../../../shared/api/cards';
import { AddCardButton, CardList, cardLabel } from '../cards/card-list';

interface PaymentMethodProps {
  cards: CardAttributes[];
  selected: CardAttributes | null;
  onSelect: (card: CardAttributes) => void;
  onAdd: () => void;
}

/** SPEC §2 checkout payment method: the card to pay with, Edit (manage/delete) and add card. */
export function PaymentMethod({ cards, selected, onSelect, onAdd }: PaymentMethodProps) {
  const [managing, setManaging] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Payment Method
          </Title>
          {cards.length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setManaging(true)}>
              Edit
            </Button>
          )}
        </Group>
        {selected ? (
          <Text size="sm" data-testid="checkout-card">
            {cardLabel(selected)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No card yet.
          </Text>
        )}
        <Group>
          {selected ? (
            <Button variant="light" size="xs" onClick={onAdd}>
              Add card
            </Button>
          ) : (
            <Button onClick={onAdd}>Add payment method</Button>
          )}
        </Group>
      </Stack>
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
    </Paper>
  );
}
