import { type NotificationData, notifications } from '@mantine/notifications';

/** Shows a toast; loaded on the first one so the notifications store stays out of the entry chunk. */
export function showToast(toast: NotificationData): void {
  notifications.show(toast);
}

/** Takes a toast away (nothing when it is gone already). */
export function hideToast(id: string): void {
  notifications.hide(id);
}
