import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import type { PlayerAttributes } from '../../../shared/api/players';
import { activePlayerOf, playerName, usePlayers } from '../auth/api';

// Checkout's "Booking for" (ADR 0045): a family with several players picks the one a booking is
// for, the active one preselected. The server judges grade and gender for that player.

export interface PlayerChoice {
  /** The family's players when there is a choice to make (two or more), else none. */
  players: PlayerAttributes[];
  /** The chosen player while there is a choice; the request then names them (`player_id`). */
  chosen: PlayerAttributes | null;
  choose: (id: number) => void;
}

/**
 * The choice for a signed-in member (guests have one player and no list). A claimed waitlist
 * place (`heldFor`) is its player's: that player is the one reviewed and named, with no choice.
 */
export function usePlayerChoice(
  enabled: boolean,
  heldFor?: number,
  draft?: { chosenId: number | null; onChoose: (id: number) => void },
): PlayerChoice {
  const list = usePlayers(enabled).data ?? [];
  const [chosenId, setChosen] = useState<number | null>(draft?.chosenId ?? null);
  const setChosenId = (id: number) => {
    setChosen(id);
    draft?.onChoose(id);
  };
  if (heldFor !== undefined) {
    return { players: [], chosen: list.find((p) => p.id === heldFor) ?? null, choose: () => {} };
  }
  const players = enabled && list.length > 1 ? list : [];
  const chosen = players.find((p) => p.id === chosenId) ?? activePlayerOf(players) ?? null;
  return { players, chosen, choose: setChosenId };
}

/** The player details checkout reviews: the signed-in client's, with the chosen player's own. */
export function reviewedPlayer(user: ClientAttributes, chosen: PlayerAttributes | null): ClientAttributes {
  if (!chosen) return user;
  const { id: _id, active: _active, ...fields } = chosen;
  return { ...user, ...fields };
}

export function PlayerChoiceField({ choice }: { choice: PlayerChoice }) {
  if (choice.players.length === 0 || !choice.chosen) return null;
  return (
    <Radio.Group
      label="Booking for"
      value={String(choice.chosen.id)}
      onChange={(value) => choice.choose(Number(value))}
    >
      <Stack gap="xs" mt="xs">
        {choice.players.map((p) => (
          <Radio key={p.id} value={String(p.id)} label={playerName(p)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
