import { Notifications } from '@mantine/notifications';
import { API_TOAST_MS } from '../../shared/constants';

/** SPEC §8 toasts: top-center, 3000 ms unless a toast says otherwise, at most four at a time. */
export function ToastHost() {
  return <Notifications position="top-center" autoClose={API_TOAST_MS} limit={4} zIndex={1000} />;
}
