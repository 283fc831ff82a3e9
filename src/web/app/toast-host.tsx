import { Notifications } from '@mantine/notifications';
import { API_TOAST_MS } from '../../shared/constants';
import classes from './toast-host.module.css';

/** SPEC §8 toasts: top-center (below the header on a phone), 3000 ms unless a toast says otherwise, at most four at a time. */
export function ToastHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={API_TOAST_MS}
      limit={4}
      zIndex={1000}
      classNames={{ root: classes.root }}
    />
  );
}
