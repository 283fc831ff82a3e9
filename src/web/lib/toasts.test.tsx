// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TOAST_MS } from '../../shared/constants';
import { Providers } from '../app/providers';
import { notifyError } from './notify-error';

// The same error said again while its toast is still up (a trainer pressing Save twice with the
// same field in red) is the answer to the second try: it stays one toast, and stays its full
// time from that try, not closing with the first one's time a moment after.
describe('an error toast said again', () => {
  afterEach(() => vi.useRealTimers());

  it('stays one toast and its full time again from the second time it is said', async () => {
    render(<Providers>{null}</Providers>);
    notifyError(new Error('Not saved: check the fields marked in red.'));
    expect(await screen.findByText('Not saved: check the fields marked in red.')).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => vi.advanceTimersByTimeAsync(API_TOAST_MS - 500));
    notifyError(new Error('Not saved: check the fields marked in red.'));
    await act(() => vi.dynamicImportSettled());
    await act(() => vi.advanceTimersByTimeAsync(API_TOAST_MS - 500));
    // 2 × 2.5 s after the first: past the first one's time, within the second's.
    expect(screen.getAllByText('Not saved: check the fields marked in red.')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Not saved: check the fields marked in red.')).toBeNull();
  });
});
