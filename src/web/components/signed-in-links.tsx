import { Button } from '@mantine/core';
import { NavLink } from 'react-router';
import { useSessionUser } from '../features/auth/api';
import { AccountMenu } from './account-menu';

/** The header's links for a signed-in user (SPEC §2): Bookings (members only) and the account menu. */
export function SignedInLinks() {
  // SPEC §4: with a stored token at start, the client is refreshed from the server
  // (useSessionUser reads it through useCurrentClient, which fetches it).
  const user = useSessionUser();
  const isGuest = user?.guest_user === true;
  return (
    <>
      {!isGuest && (
        <Button component={NavLink} to="/bookings" variant="subtle" size="compact-md">
          Bookings
        </Button>
      )}
      <AccountMenu user={user} />
    </>
  );
}
