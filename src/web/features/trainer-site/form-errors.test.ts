// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify-error';
import { NOT_SAVED_MESSAGE, showSaveErrors } from './form-errors';

vi.mock('../../lib/notify-error', () => ({ notifyError: vi.fn() }));

const toasts = () => vi.mocked(notifyError).mock.calls.map(([error]) => (error as Error).message);

function formOf(values: object) {
  const errors: Record<string, string>[] = [];
  return {
    errors,
    form: { getValues: () => values, setErrors: (e: Record<string, string>) => errors.push(e) },
  };
}

describe("a trainer's refused save", () => {
  beforeEach(() => vi.mocked(notifyError).mockClear());

  it('puts each keyed error under its field and toasts that nothing was saved, not the API field names', () => {
    const { form, errors } = formOf({ buffer_minutes: -5, min_notice_minutes: 0 });
    showSaveErrors(
      form,
      new ApiError(422, [
        { buffer_minutes: 'must be at least 0' },
        { min_notice_minutes: 'must be a whole number' },
      ]),
    );
    expect(errors).toEqual([
      { buffer_minutes: 'Must be at least 0', min_notice_minutes: 'Must be a whole number' },
    ]);
    expect(toasts()).toEqual([NOT_SAVED_MESSAGE]);
  });

  it('toasts as the API said what the form has no field for', () => {
    const { form, errors } = formOf({ seats: 1 });
    showSaveErrors(form, new ApiError(409, ['This opening overlaps another', { base_rate: 'is invalid' }]));
    expect(errors).toEqual([{}]);
    expect(toasts()).toEqual(['This opening overlaps another, Base Rate is invalid']);
  });

  it('toasts a failure that is not an API answer as it is', () => {
    const { form, errors } = formOf({ seats: 1 });
    showSaveErrors(form, new Error('Could not reach the server. Check your connection and try again.'));
    expect(errors).toEqual([]);
    expect(toasts()).toEqual(['Could not reach the server. Check your connection and try again.']);
  });
});
