import { describe, expect, it } from 'vitest';
import { invalidSocialMessage, normalizeSocialHandle, normalizeWebsite } from './social';

describe('social handles (SPEC §5 step 4)', () => {
  it('adds the network address to a bare username', () => {
    expect(normalizeSocialHandle('facebook', 'jane.doe')).toEqual({
      ok: true,
      value: 'https://facebook.com/jane.doe',
    });
    expect(normalizeSocialHandle('instagram', 'jane_doe')).toEqual({
      ok: true,
      value: 'https://instagram.com/jane_doe',
    });
    expect(normalizeSocialHandle('twitter', 'JaneD')).toEqual({
      ok: true,
      value: 'https://twitter.com/JaneD',
    });
    expect(normalizeSocialHandle('tiktok', 'jane.kicks')).toEqual({
      ok: true,
      value: 'https://tiktok.com/@jane.kicks',
    });
  });

  it('strips a leading @ on every network', () => {
    expect(normalizeSocialHandle('tiktok', '@jane.kicks')).toEqual({
      ok: true,
      value: 'https://tiktok.com/@jane.kicks',
    });
    expect(normalizeSocialHandle('twitter', ' @JaneD ')).toEqual({
      ok: true,
      value: 'https://twitter.com/JaneD',
    });
    expect(normalizeSocialHandle('instagram', '@jane_doe')).toEqual({
      ok: true,
      value: 'https://instagram.com/jane_doe',
    });
  });

  it("keeps the username of an address on the network's own site, whatever form it was pasted in", () => {
    expect(normalizeSocialHandle('facebook', 'https://www.facebook.com/jane.doe/')).toEqual({
      ok: true,
      value: 'https://facebook.com/jane.doe',
    });
    expect(normalizeSocialHandle('instagram', 'instagram.com/jane_doe?hl=en')).toEqual({
      ok: true,
      value: 'https://instagram.com/jane_doe',
    });
    expect(normalizeSocialHandle('twitter', 'https://x.com/JaneD')).toEqual({
      ok: true,
      value: 'https://twitter.com/JaneD',
    });
    expect(normalizeSocialHandle('tiktok', 'https://www.tiktok.com/@jane.kicks')).toEqual({
      ok: true,
      value: 'https://tiktok.com/@jane.kicks',
    });
  });

  it("refuses anything but letters, digits, dots and underscores with 'Invalid {network} username'", () => {
    expect(normalizeSocialHandle('facebook', 'jane doe')).toEqual({
      ok: false,
      message: 'Invalid facebook username',
    });
    expect(normalizeSocialHandle('instagram', 'jane-doe')).toEqual({
      ok: false,
      message: 'Invalid instagram username',
    });
    expect(normalizeSocialHandle('twitter', 'jane<script>')).toEqual({
      ok: false,
      message: 'Invalid twitter username',
    });
    expect(normalizeSocialHandle('tiktok', 'jane/../x')).toEqual({
      ok: false,
      message: 'Invalid tiktok username',
    });
    expect(normalizeSocialHandle('twitter', 'a_name_that_is_too_long')).toEqual({
      ok: false,
      message: invalidSocialMessage('twitter'),
    });
    expect(normalizeSocialHandle('facebook', '@')).toEqual({
      ok: false,
      message: 'Invalid facebook username',
    });
  });

  it('refuses an address on another site', () => {
    expect(normalizeSocialHandle('facebook', 'https://evil.example.com/jane')).toEqual({
      ok: false,
      message: 'Invalid facebook username',
    });
    expect(normalizeSocialHandle('instagram', 'https://facebook.com/jane')).toEqual({
      ok: false,
      message: 'Invalid instagram username',
    });
  });

  it('turns blank into null (nothing to show)', () => {
    expect(normalizeSocialHandle('facebook', '  ')).toEqual({ ok: true, value: null });
    expect(normalizeSocialHandle('tiktok', null)).toEqual({ ok: true, value: null });
  });
});

describe('website', () => {
  it('gets https:// when it has no scheme, and keeps an existing http(s) scheme', () => {
    expect(normalizeWebsite('janedoe.com')).toEqual({ ok: true, value: 'https://janedoe.com' });
    expect(normalizeWebsite('www.janedoe.com/highlights')).toEqual({
      ok: true,
      value: 'https://www.janedoe.com/highlights',
    });
    expect(normalizeWebsite('http://janedoe.com')).toEqual({ ok: true, value: 'http://janedoe.com' });
    expect(normalizeWebsite('HTTPS://JaneDoe.com')).toEqual({ ok: true, value: 'HTTPS://JaneDoe.com' });
    expect(normalizeWebsite('')).toEqual({ ok: true, value: null });
    expect(normalizeWebsite('my-club.co.uk')).toEqual({ ok: true, value: 'https://my-club.co.uk' });
    expect(normalizeWebsite('bücher.example')).toEqual({ ok: true, value: 'https://bücher.example' });
  });

  it('refuses scripts, other schemes, spaces and hosts without a dot', () => {
    for (const input of [
      'javascript:alert(1)',
      'javascript://x.com/%0aalert(1)',
      'ftp://files.example.com',
      'my site.com',
      'localhost',
      'https://user:pw@example.com',
      // Not a site's name: a path, empty labels, a number for a top-level domain.
      '../../etc/passwd',
      'https://../x',
      'janedoe..com',
      '.com',
      '10.0.0.1',
    ]) {
      expect(normalizeWebsite(input), input).toEqual({ ok: false, message: 'is invalid' });
    }
  });
});
