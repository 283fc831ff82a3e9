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
  // After React has drawn the errors: the first marked field, which may be far down the page.
  requestAnimationFrame(() =>
    document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );
}
