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
 * Shows a toast once a save succeeds. For a button that goes away with what it changed (a
 * cancellation request's notice, a time's Reopen note): a callback passed to a mutation's `mutate`
 * is dropped when the component that asked unmounts first, and the user would see no answer.
 * A failure is shown by the API error toast.
 */
export function toastWhenSaved(saved: Promise<unknown>, toast: NotificationData): void {
  saved.then(
    () => showToast(toast),
    () => undefined,
  );
}
