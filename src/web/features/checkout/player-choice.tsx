import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import type { PlayerAttributes } from '../../../shared/api/players';
import { activePlayerOf, playerName, usePlayers } from '../auth/api';
import { heldSeatAt, useHeldSeats } from '../bookings/api';

// Checkout's "Booking for" (ADR 0045): a family with several players picks the one a booking is
// for, the active one preselected. The server judges grade and gender for that player. A player
// who already holds a seat at the booking's time (or one of a package's) cannot be chosen: the
// server would refuse with "You already booked this time slot" (ADR 0066).

export const ALREADY_HOLDS_TIME_NOTE = 'Already booked for this time';

export interface PlayerChoice {
  /** The family's players when there is a choice to make (two or more), else none. */
  players: PlayerAttributes[];
  /** Those of `players` who hold a seat at the booking's time, by id: listed, not choosable. */
  holding: ReadonlySet<number>;
  /** The chosen player while there is a choice; the request then names them (`player_id`). */
  chosen: PlayerAttributes | null;
  choose: (id: number) => void;
}

/** What the booking would take: its training and the starts of its times (ISO instants). */
export interface BookedTimes {
  serviceId: number;
  starts: readonly string[];
}

/**
 * The choice for a signed-in member (guests have one player and no list). A claimed waitlist
 * place (`heldFor`) is its player's: that player is the one reviewed and named, with no choice.
 * The preselected player is the one kept in the draft or handed over by the booking page, else the
 * active one, unless they hold a seat at the booking's time: then the first who does not.
 */
export function usePlayerChoice(
  enabled: boolean,
  times: BookedTimes,
  heldFor?: number,
  draft?: { chosenId: number | null; onChoose: (id: number) => void },
): PlayerChoice {
  const list = usePlayers(enabled).data ?? [];
  const seats = useHeldSeats(times.serviceId).data;
  const [chosenId, setChosen] = useState<number | null>(draft?.chosenId ?? null);
  const setChosenId = (id: number) => {
    setChosen(id);
    draft?.onChoose(id);
  };
  if (heldFor !== undefined) {
    return {
      players: [],
      holding: new Set(),
      chosen: list.find((p) => p.id === heldFor) ?? null,
      choose: () => {},
    };
  }
  const players = enabled && list.length > 1 ? list : [];
  const holding = new Set(
    players.filter((p) => times.starts.some((start) => heldSeatAt(seats, start, p.id))).map((p) => p.id),
  );
  const free = (p: PlayerAttributes | undefined) => (p && !holding.has(p.id) ? p : undefined);
  const chosen =
    free(players.find((p) => p.id === chosenId)) ??
    free(activePlayerOf(players)) ??
    players.find((p) => !holding.has(p.id)) ??
    activePlayerOf(players) ??
    null;
  return { players, holding, chosen, choose: setChosenId };
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
          <Radio
            key={p.id}
            value={String(p.id)}
            label={playerName(p)}
            disabled={choice.holding.has(p.id)}
            description={choice.holding.has(p.id) ? ALREADY_HOLDS_TIME_NOTE : undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
