import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { API_TOAST_MS } from '../../shared/constants';

/** The toast `id` on screen now, or waiting for a place on it; undefined when neither. */
function shownToast(id: string): NotificationData | undefined {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.find((toast) => toast.id === id) ?? queue.find((toast) => toast.id === id);
}

/**
 * Shows a toast; loaded on the first one so the notifications store stays out of the entry chunk.
 * A toast with an `id` already on screen is said again: it stays one toast, and its time starts
 * over, as a new one's would. (Mantine ignores a second `show` of an id on screen, so the answer
 * to a second try would close with the first one's time, however soon after it came. Its close
 * timer restarts when its `autoClose` changes; a millisecond more or less does that.)
 */
export function showToast(toast: NotificationData): void {
  const current = toast.id === undefined ? undefined : shownToast(toast.id);
  if (!toast.id || !current) {
    notifications.show(toast);
    return;
  }
  // The host's time (SPEC §8) unless the toast says its own; `false` stays until closed.
  const time = toast.autoClose ?? API_TOAST_MS;
  notifications.update({
    ...toast,
    id: toast.id,
    autoClose: typeof time === 'number' && current.autoClose === time ? time + 1 : time,
  });
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
