import {
  AppShell,
  Avatar,
  Burger,
  em,
  Group,
  getBreakpointValue,
  Menu,
  NavLink,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCalendarTime,
  IconCash,
  IconInbox,
  IconListDetails,
  IconLogout,
  IconMessageCircle,
  IconUserCircle,
} from '@tabler/icons-react';
import { Suspense, useRef } from 'react';
import { Link, Navigate, Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { useTrainerProfile, useTrainerSignOut } from './api';
import { useTrainerToken } from './trainer-session';
import classes from './trainer-site.module.css';

const NAV = [
  { to: '/trainer/schedule', label: 'Schedule', icon: IconCalendarEvent },
  { to: '/trainer/requests', label: 'Requests', icon: IconInbox },
  { to: '/trainer/trainings', label: 'Trainings', icon: IconListDetails },
  { to: '/trainer/availability', label: 'Availability', icon: IconCalendarTime },
  { to: '/trainer/payouts', label: 'Payouts', icon: IconCash },
  { to: '/trainer/reviews', label: 'Reviews', icon: IconMessageCircle },
  { to: '/trainer/profile', label: 'Profile', icon: IconUserCircle },
] as const;

function AccountMenu() {
  const { data } = useTrainerProfile();
  const signOut = useTrainerSignOut();
  const trainer = data?.data.attributes;
  const name = trainer ? `${trainer.first_name} ${trainer.last_name}` : '';
  return (
    // Tab moves through the items, and focus opens on the first one, not on an empty placeholder.
    <Menu position="bottom-end" width={220} menuItemTabIndex={0} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label="Trainer menu">
          <Avatar src={trainer?.profile_image ?? null} alt={name} radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="dark">
            {name}
          </Text>
          <Text size="xs">{trainer?.email}</Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/trainer/profile" leftSection={<IconUserCircle size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => signOut.mutate()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The signed-in trainer's frame: header, the sections, and a guard back to sign-in. */
export function TrainerLayout() {
  const token = useTrainerToken();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  // Below `sm` the sections slide in from the side: while closed they are out of sight, and out
  // of the keyboard's and screen reader's way too (`inert`); Escape closes them.
  const phone = useMediaQuery(`(max-width: ${em(getBreakpointValue('sm', theme.breakpoints) - 0.1)})`);
  const burger = useRef<HTMLButtonElement>(null);
  useHotkeys([
    [
      'Escape',
      () => {
        if (!opened) return;
        close();
        burger.current?.focus();
      },
    ],
  ]);
  if (!token) return <Navigate to="/trainer" replace />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="trainer-sections"
            />
            <Text component={Link} to="/trainer/schedule" fw={900} fz={20} lts={-0.5} c="brand.7">
              {PRODUCT_NAME}{' '}
              <Text span c="accent.7" fw={800} fz={14}>
                for Trainers
              </Text>
            </Text>
          </Group>
          <AccountMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        aria-label="Trainer sections"
        component="nav"
        id="trainer-sections"
        inert={phone === true && !opened}
      >
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden />}
            active={pathname.startsWith(item.to)}
            className={classes.navLink}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
