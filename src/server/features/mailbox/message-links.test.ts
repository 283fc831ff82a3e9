import { describe, expect, it } from 'vitest';
import { messageLinks } from './message-links';

describe('messageLinks', () => {
  it('finds absolute links of both parts once each, in order, with HTML entities decoded', () => {
    const html =
      '<p><a href="https://app.test/new_password?reset_password_token=a&#38;b">Reset</a></p>' +
      '<a href=\'https://app.test/bookings/4\'>x</a><a href="mailto:help@x.test">mail</a><a href="/relative">r</a>';
    const text =
      'Reset here: https://app.test/new_password?reset_password_token=a&b\n' +
      'See https://app.test/bookings/4. Or (https://app.test/faqs).';
    expect(messageLinks(text, html)).toEqual([
      'https://app.test/new_password?reset_password_token=a&b',
      'https://app.test/bookings/4',
      'https://app.test/faqs',
    ]);
  });

  it('returns nothing for a message without links', () => {
    expect(messageLinks('Hi there', '<p>Hi there</p>')).toEqual([]);
  });

  it('ignores script-like and malformed hrefs', () => {
    expect(messageLinks('', '<a href="javascript:alert(1)">x</a><a href="http://">y</a>')).toEqual([]);
  });
});
