import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ClientAttributes } from '../../../shared/api/clients';
import type { PlayerAttributes } from '../../../shared/api/players';
import { audienceLabel } from '../../../shared/domain/display';
import { checkEligibility, type EligibilityService } from '../../../shared/domain/eligibility';
import { gradeRangeLabel } from '../../../shared/domain/grades';
import { activePlayerOf, playerName, usePlayers } from '../auth/api';
import { heldSeatAt, useHeldSeats } from '../bookings/api';

// Checkout's "Booking for" (ADR 0045): a family with several players picks the one a booking is
// for, the active one preselected. The server judges grade and gender for that player. A player
// who already holds a seat at the booking's time (or one of a package's) cannot be chosen: the
// server would refuse with "You already booked this time slot" (ADR 0066). A player the
// training's grade or gender rule does not take is listed with the rule ("Grades 9 - 12 only")
// and not preselected; still choosable, so that a wrong grad year gets SPEC's grade warning and
// its way to fix it (the server judges; a family walk met the rule only after Book Now).

export const ALREADY_HOLDS_TIME_NOTE = 'Already booked for this time';

/** The training's rule a player does not meet, as its card says it ("Girls only"), or null. */
export function unmetRule(rules: EligibilityService, player: PlayerAttributes, now: Date): string | null {
  const result = checkEligibility(rules, player, now);
  if (result.ok) return null;
  return result.reason === 'grade'
    ? `${gradeRangeLabel(rules.min_grade, rules.max_grade)} only`
    : `${audienceLabel(rules.gender)} only`;
}

export interface PlayerChoice {
  /** The family's players when there is a choice to make (two or more), else none. */
  players: PlayerAttributes[];
  /** Those of `players` who hold a seat at the booking's time, by id: listed, not choosable. */
  holding: ReadonlySet<number>;
  /** Those the training's grade or gender rule does not take, with the rule: listed, choosable. */
  unfit: ReadonlyMap<number, string>;
  /** The chosen player while there is a choice; the request then names them (`player_id`). */
  chosen: PlayerAttributes | null;
  choose: (id: number) => void;
}

/** What the booking would take: its training (and its rules) and the starts of its times (ISO instants). */
export interface BookedTimes {
  serviceId: number;
  starts: readonly string[];
  rules: EligibilityService;
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
      unfit: new Map(),
      chosen: list.find((p) => p.id === heldFor) ?? null,
      choose: () => {},
    };
  }
  const players = enabled && list.length > 1 ? list : [];
  const holding = new Set(
    players.filter((p) => times.starts.some((start) => heldSeatAt(seats, start, p.id))).map((p) => p.id),
  );
  const now = new Date();
  const unfit = new Map(
    players.flatMap((p) => {
      const rule = unmetRule(times.rules, p, now);
      return rule ? [[p.id, rule] as const] : [];
    }),
  );
  const free = (p: PlayerAttributes | undefined) => (p && !holding.has(p.id) ? p : undefined);
  const fits = (p: PlayerAttributes | undefined) => (free(p) && !unfit.has(p?.id ?? 0) ? p : undefined);
  // One chosen here stays chosen; else the active player, else the first the booking can take.
  const chosen =
    free(players.find((p) => p.id === chosenId)) ??
    fits(activePlayerOf(players)) ??
    players.find((p) => fits(p)) ??
    free(activePlayerOf(players)) ??
    players.find((p) => !holding.has(p.id)) ??
    activePlayerOf(players) ??
    null;
  return { players, holding, unfit, chosen, choose: setChosenId };
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
            description={choice.holding.has(p.id) ? ALREADY_HOLDS_TIME_NOTE : choice.unfit.get(p.id)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
