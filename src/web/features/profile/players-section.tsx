import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PlayerAttributes } from '../../../shared/api/players';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { gradeForPassingYear, gradeLabel } from '../../../shared/domain/grades';
import { EDIT_PLAYER_PARAM, playerName, useActivatePlayer, usePlayers, useRemovePlayer } from '../auth/api';
import { PlayerFormModal, type PlayerFormTarget } from './player-form-modal';

export const PLAYER_REMOVED = 'Player removed';

function gradeOf(player: PlayerAttributes): string | null {
  if (player.passing_year === null) return null;
  return `${gradeLabel(gradeForPassingYear(player.passing_year, new Date()))} (${player.passing_year})`;
}

interface PlayerRowProps {
  player: PlayerAttributes;
  busy: boolean;
  onActivate: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

function PlayerRow({ player, busy, onActivate, onEdit, onRemove }: PlayerRowProps) {
  const name = playerName(player);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="player-row" aria-label={name} component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {player.active && (
              <Badge variant="light" size="sm">
                Active
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[gradeOf(player), player.active ? 'Shown in the form below; new bookings are for them.' : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {!player.active && (
            <>
              <Button variant="light" size="compact-sm" onClick={onActivate} disabled={busy}>
                Make active
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={onEdit} aria-label={`Edit ${name}`}>
                Edit
              </Button>
            </>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The family's players (ADR 0045): Add player, Edit, Remove and Make active. The active player
 * is the one the form below edits; a refusal to remove one (they have bookings, or they are the
 * last) is the server's message.
 */
export function PlayersSection() {
  const players = usePlayers();
  const activate = useActivatePlayer();
  const remove = useRemovePlayer();
  const [target, setTarget] = useState<PlayerFormTarget | null>(null);
  const [removing, setRemoving] = useState<PlayerAttributes | null>(null);
  const list = players.data ?? [];

  // /profile?player=ID (checkout's Edit for a player who is not the active one): that player's
  // edit dialog opens once the list is in; the address drops the id, so closing leaves it closed.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(EDIT_PLAYER_PARAM));
  const askedPlayer = asked ? list.find((p) => p.id === asked) : undefined;
  useEffect(() => {
    if (!askedPlayer) return;
    setTarget({ kind: 'edit', player: askedPlayer });
    setParams(
      (current) => {
        current.delete(EDIT_PLAYER_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [askedPlayer, setParams]);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () =>
        notifications.show({ message: PLAYER_REMOVED, color: 'green', autoClose: HELPER_TOAST_MS }),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="players">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="players">
            Players
          </Title>
          <Button size="compact-md" variant="light" onClick={() => setTarget({ kind: 'add' })}>
            Add player
          </Button>
        </Group>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((player) => (
            <PlayerRow
              key={player.id}
              player={player}
              busy={activate.isPending || remove.isPending}
              onActivate={() => activate.mutate(player.id)}
              onEdit={() => setTarget({ kind: 'edit', player })}
              onRemove={() => setRemoving(player)}
            />
          ))}
        </Stack>
      </Stack>
      <PlayerFormModal target={target} onClose={() => setTarget(null)} />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? `Remove ${playerName(removing)}?` : ''}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Their details leave the account. A player who has bookings can’t be removed: they stay on it with
            their history.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRemove} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
