import { Navigate, Outlet } from 'react-router';
import { useAuthToken } from '../lib/session-storage';

// SPEC §2: signed-in state is judged by the stored auth token alone.

/** Pages for logged-out users only (landing, login, signup, legal...); signed-in users go to /bookings. */
export function PublicRestricted() {
  const token = useAuthToken();
  return token ? <Navigate to="/bookings" replace /> : <Outlet />;
}

/** Pages for signed-in users only; signed-out users go to /login. */
export function SignedInOnly() {
  const token = useAuthToken();
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}
