import { type NotificationData, notifications } from '@mantine/notifications';

/** Shows a toast; loaded on the first one so the notifications store stays out of the entry chunk. */
export function showToast(toast: NotificationData): void {
  notifications.show(toast);
}

/** Takes a toast away (nothing when it is gone already). */
export function hideToast(id: string): void {
  notifications.hide(id);
}

/**
 * Shows a toast once a save succeeds, from the save's own promise: a callback passed to a
 * mutation's `mutate` is dropped when the component that asked unmounts first (a time's Reopen
 * note goes with the refetched schedule), and the user would see no answer. A failure is shown by
 * the API error toast.
 */
export function toastWhenSaved(saved: Promise<unknown>, toast: NotificationData): void {
  saved.then(
    () => showToast(toast),
    () => undefined,
  );
}
