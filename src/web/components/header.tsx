import { Anchor, Avatar, Box, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import type { ClientAttributes } from '../../shared/api/clients';
import { PRODUCT_NAME } from '../../shared/constants';
import { useCurrentClient, useLogout, useSessionUser } from '../features/auth/api';
import { useAuthToken } from '../lib/session-storage';

function fullName(user: ClientAttributes | null): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** SPEC §2 menu popup: photo, name, email; account links except for guests. */
function AccountMenu({ user }: { user: ClientAttributes | null }) {
  const logout = useLogout();
  const name = fullName(user);
  const isGuest = user?.guest_user === true;

  return (
    <Menu position="bottom-end" width={260} shadow="md" radius="md">
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
          <Text fw={700} mt="xs">
            {name}
          </Text>
          {user && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {user.email}
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

/** SPEC §2 header: logo home, Bookings (members only), account menu, or Sign up / Sign in. */
export function Header({ height }: { height: number }) {
  // SPEC §4: with a stored token at start, the client is refreshed from the server.
  useCurrentClient();
  const token = useAuthToken();
  const user = useSessionUser();
  const signedIn = token !== null;
  const isGuest = user?.guest_user === true;

  return (
    <Box
      component="header"
      h={height}
      px="md"
      bg="white"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        // A group or school page sets its colour here (SPEC §2) while it is open; a band, not
        // the whole bar, so the logo and links stay readable on any school colour (ADR 0017).
        borderTop: '4px solid var(--th-header-color, transparent)',
      }}
    >
      <Group h="100%" maw={1200} mx="auto" justify="space-between" wrap="nowrap">
        <Anchor component={Link} to="/" underline="never" fz={24} fw={900} c="brand.7" lts={-0.5}>
          {PRODUCT_NAME}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          {signedIn && !isGuest && (
            <Button component={NavLink} to="/bookings" variant="subtle" size="compact-md">
              Bookings
            </Button>
          )}
          {signedIn ? (
            <AccountMenu user={user} />
          ) : (
            <>
              <Button component={Link} to="/signup" variant="default" size="sm">
                Sign up
              </Button>
              <Button component={Link} to="/login" size="sm">
                Sign in
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Box>
  );
}
