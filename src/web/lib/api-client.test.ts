import { describe, expect, it } from 'vitest';
import { ApiError, formatErrors, humanizeField } from './api-client';

describe('formatErrors (SPEC §8)', () => {
  it('passes plain strings through unchanged', () => {
    expect(formatErrors(['Invalid email or password'])).toBe('Invalid email or password');
  });

  it('prefixes keyed errors with the title-cased field name', () => {
    expect(formatErrors([{ email: 'has already been taken' }])).toBe('Email has already been taken');
  });

  it('turns underscores and dots into spaces', () => {
    expect(formatErrors([{ 'parent.first_name': "can't be blank" }])).toBe(
      "Parent First Name can't be blank",
    );
    expect(formatErrors([{ password_confirmation: "doesn't match Password" }])).toBe(
      "Password Confirmation doesn't match Password",
    );
  });

  it('shows base errors as the message only', () => {
    expect(formatErrors([{ base: 'Card was declined' }])).toBe('Card was declined');
  });

  it('joins mixed entries with ", " in order', () => {
    expect(
      formatErrors([
        'Booking failed',
        { email: 'is invalid' },
        { base: 'Try again later' },
        { dob: "can't be blank" },
      ]),
    ).toBe("Booking failed, Email is invalid, Try again later, Dob can't be blank");
  });

  it('keeps every key of an object carrying more than one', () => {
    expect(formatErrors([{ city: "can't be blank", state: 'is invalid' }])).toBe(
      "City can't be blank, State is invalid",
    );
  });

  it('returns an empty string for an empty list', () => {
    expect(formatErrors([])).toBe('');
  });
});

describe('humanizeField', () => {
  it('title-cases each word and collapses separators', () => {
    expect(humanizeField('parent_contact_number')).toBe('Parent Contact Number');
    expect(humanizeField('client.player__email')).toBe('Client Player Email');
  });
});

describe('ApiError', () => {
  it('carries the status, the formatted message and the first plain error', () => {
    const error = new ApiError(401, ['Client not authorized', { email: 'is invalid' }]);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Client not authorized, Email is invalid');
    expect(error.firstError).toBe('Client not authorized');
  });

  it('falls back to the status when the server sent no error list', () => {
    const error = new ApiError(502, []);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.firstError).toBeUndefined();
  });
});
