import type { ErrorEntry } from '../../../shared/api/common';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify-error';

// A trainer's form the server refused to save (ADR 0066). Its mutation is silent (`silentError`),
// so the refusal is said once and in the form's words: each keyed error under its own field (the
// field's label names it), one toast that nothing was saved, and the first marked field scrolled
// into view. What the form has no field for is toasted as the API said it (SPEC §8).

export const NOT_SAVED_MESSAGE = 'Not saved: check the fields marked in red.';

/** The API's short field message ("must be at least 0") as the form's own start theirs. */
export const asSentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

interface FormWithErrors {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Shows a refused save on `form`: field errors on their fields, the rest as the API's toast.
 * `words` may say a field's message the form's way (the API's "is invalid" under a password).
 */
export function showSaveErrors(
  form: FormWithErrors,
  error: unknown,
  words: (field: string, message: string) => string = (_field, message) => asSentence(message),
): void {
  if (!(error instanceof ApiError)) {
    notifyError(error);
    return;
  }
  const fields = new Set(Object.keys(form.getValues()));
  const onFields: Record<string, string> = {};
  const rest: ErrorEntry[] = [];
  for (const entry of error.entries) {
    if (typeof entry === 'string') {
      rest.push(entry);
      continue;
    }
    for (const [field, message] of Object.entries(entry)) {
      if (fields.has(field)) onFields[field] ??= words(field, message);
      else rest.push({ [field]: message });
    }
  }
  form.setErrors(onFields);
  if (rest.length > 0) notifyError(new ApiError(error.status, rest));
  else if (Object.keys(onFields).length > 0) notifyError(new Error(NOT_SAVED_MESSAGE));
  focusFirstError();
}

/**
 * After React has drawn a form's errors: the first field marked invalid is scrolled to (it may be
 * far down the page) and focused, so a keyboard stays in the form (a dialog's included: its
 * submit button, disabled while saving, had dropped focus to the page behind) and a screen
 * reader reads the field and its message. Also a form's `onSubmit` failure handler, for the
 * errors the page finds before sending.
 */
export function focusFirstError(): void {
  // A save's errors are set after an await: React draws them in a task of its own, which may come
  // after the next frame. A few frames' wait, then nothing (the form had no field in red).
  let frames = 10;
  const next = () => {
    const field = firstFieldInError(document.querySelector('[role="dialog"]') ?? document);
    if (!field) {
      if (--frames > 0) requestAnimationFrame(next);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  requestAnimationFrame(next);
}

/**
 * The first control of `root` in error: an input marked invalid, or the first input of what a
 * field's error message describes (a group of checkboxes says its error, not each box).
 */
function firstFieldInError(root: ParentNode): HTMLElement | null {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error[id]');
  if (!first || first.getAttribute('aria-invalid') === 'true') return first;
  const described = root.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(first.id)}"]`);
  if (!described || described.matches('input, select, textarea, button')) return described;
  return described.querySelector<HTMLElement>('input, select, textarea, button');
}
