import { useState } from 'react';
import type { CardAttributes } from '../../../shared/api/cards';
import { useCards } from '../cards/api';

/**
 * The card a checkout pays with: the default card (first, SPEC §3) unless another is picked;
 * a card added here is picked. A free training is paid with nothing.
 */
export function useCardChoice({ paid, signedIn }: { paid: boolean; signedIn: boolean }) {
  const cards = useCards();
  const [cardId, setCardId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];
  const selected = list.find((c) => c.id === cardId) ?? list[0] ?? null;
  /** The saved cards are still being read: whether one is needed is not known yet. */
  const loading = signedIn && paid && cards.isPending;
  return {
    cards: list,
    selected,
    loading,
    /** A signed-in player booking a paid training without a card adds one first. */
    needsCard: signedIn && paid && !loading && selected === null,
    payWith: paid ? (selected?.id ?? null) : null,
    select: (card: CardAttributes) => setCardId(card.id),
    /** The add-card dialog is open. */
    adding,
    startAdding: () => setAdding(true),
    stopAdding: () => setAdding(false),
  };
}

export type CardChoice = ReturnType<typeof useCardChoice>;
