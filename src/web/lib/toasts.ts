import { type NotificationData, notifications } from '@mantine/notifications';

/** Shows a toast; loaded on the first one so the notifications store stays out of the entry chunk. */
export function showToast(toast: NotificationData): void {
  notifications.show(toast);
}
