import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ClientAttributes } from '../../shared/api/clients';
import { playerName, useActivatePlayer, useLogout, usePlayers } from '../features/auth/api';

function fullName(user: ClientAttributes | null): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** A family with several players switches the active one here (ADR 0045). */
function PlayerSwitcher({ enabled }: { enabled: boolean }) {
  const players = usePlayers(enabled);
  const activate = useActivatePlayer();
  const list = players.data ?? [];
  if (list.length < 2) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>Active player</Menu.Label>
      {list.map((p) => (
        <Menu.Item
          key={p.id}
          aria-current={p.active ? 'true' : undefined}
          rightSection={
            p.active ? (
              <Badge size="xs" variant="light">
                Active
              </Badge>
            ) : null
          }
          fw={p.active ? 600 : undefined}
          disabled={activate.isPending}
          onClick={() => !p.active && activate.mutate(p.id)}
        >
          {playerName(p)}
        </Menu.Item>
      ))}
    </>
  );
}

/** SPEC §2 menu popup: photo, name, email (and whose account it is); account links except for guests; the player switcher. */
export function AccountMenu({ user }: { user: ClientAttributes | null }) {
  const logout = useLogout();
  const name = fullName(user);
  const isGuest = user?.guest_user === true;
  // The name is the active player's; the account (and its email) is the parent's (ADR 0060).
  const parent = user ? [user.parent_first_name, user.parent_last_name].filter(Boolean).join(' ') : '';

  return (
    // Tab moves through the items, and focus opens on the first one, not on an empty placeholder.
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      radius="md"
      menuItemTabIndex={0}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user?.profile_image} name={name || undefined} alt={name} radius="xl" color="brand" />
            {user && (
              <Text fw={600} size="sm" visibleFrom="sm" maw={160} truncate>
                {user.first_name}
              </Text>
            )}
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack align="center" gap={2} px="sm" py="md" ta="center">
          <Avatar
            src={user?.profile_image}
            name={name || undefined}
            alt={name}
            size={64}
            radius="xl"
            color="brand"
          />
          {/* Names may be long (up to 100 characters each): two lines at most, the whole in its title. */}
          <Text fw={700} mt="xs" lineClamp={2} title={name} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {user && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
          )}
          {parent && (
            <Text size="xs" c="dimmed" lineClamp={2} title={parent} style={{ overflowWrap: 'anywhere' }}>
              Parent/guardian: {parent}
            </Text>
          )}
          {isGuest && (
            <Text size="sm" c="dimmed">
              (Guest User)
            </Text>
          )}
        </Stack>
        {!isGuest && (
          <>
            <PlayerSwitcher enabled={user !== null} />
            <Menu.Divider />
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
              Profile
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/payment_settings"
              leftSection={<IconCreditCard size={16} aria-hidden />}
            >
              Payment
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
