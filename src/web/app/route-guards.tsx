import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath, returnTo } from '../lib/return-path';
import { useAuthToken } from '../lib/session-storage';

// SPEC §2: signed-in state is judged by the stored auth token alone. A visitor sent to /login
// from a signed-in-only page comes back to it once signed in (lib/return-path.ts).

/** Pages for logged-out users only (landing, login, signup, legal...); signed-in users go to /bookings. */
export function PublicRestricted() {
  const token = useAuthToken();
  const location = useLocation();
  return token ? <Navigate to={returnPath(location.state) ?? '/bookings'} replace /> : <Outlet />;
}

/** Pages for signed-in users only; signed-out users go to /login, and back here once signed in. */
export function SignedInOnly() {
  const token = useAuthToken();
  const location = useLocation();
  return token ? (
    <Outlet />
  ) : (
    <Navigate to="/login" replace state={returnTo(`${location.pathname}${location.search}`)} />
  );
}
