import { describe, expect, it } from 'vitest';
import { resetPasswordLink } from './reset-link';

describe('reset link', () => {
  it('carries the token as the only query parameter, so the page can read it after "="', () => {
    expect(resetPasswordLink('https://app.example', undefined, 'abc_-1')).toBe(
      'https://app.example/new_password?reset_password_token=abc_-1',
    );
    expect(resetPasswordLink('https://app.example', 'https://app.example/new_password?x=1#top', 't')).toBe(
      'https://app.example/new_password?reset_password_token=t',
    );
  });

  it('only follows a return address on the same origin as the web app', () => {
    expect(resetPasswordLink('https://app.example', 'https://app.example/other', 't')).toBe(
      'https://app.example/other?reset_password_token=t',
    );
    for (const foreign of [
      'https://evil.example/new_password',
      'http://app.example/new_password',
      'https://app.example:8443/x',
      '//evil.example',
      'not a url',
    ]) {
      expect(resetPasswordLink('https://app.example', foreign, 't'), foreign).toBe(
        'https://app.example/new_password?reset_password_token=t',
      );
    }
  });
});
