import { describe, expect, it } from 'vitest';
import {
  crestSvg,
  DEFAULT_BACKGROUND,
  DEFAULT_CREST_PRIMARY,
  escapeXml,
  initialsAvatarSvg,
  normalizeColour,
} from './svg';

describe('escapeXml', () => {
  it('escapes every character that is special in XML text and attributes', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});

describe('normalizeColour', () => {
  it('accepts hex with or without #', () => {
    expect(normalizeColour('1E88E5', '#000')).toBe('#1e88e5');
    expect(normalizeColour('#abc', '#000')).toBe('#abc');
    expect(normalizeColour('11223344', '#000')).toBe('#11223344');
  });

  it('falls back for anything else', () => {
    for (const bad of ['red', 'url(#x)', '12345', '#12', '" onload="x', '', undefined, null]) {
      expect(normalizeColour(bad, '#000')).toBe('#000');
    }
  });
});

describe('initialsAvatarSvg', () => {
  it('renders the upper-cased initials and the colours', () => {
    const svg = initialsAvatarSvg({ text: 'jd', background: '6f42c1', foreground: '#fff' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>JD</text>');
    expect(svg).toContain('fill="#6f42c1"');
    expect(svg).toContain('fill="#fff"');
  });

  it('escapes the text so it cannot inject markup', () => {
    const svg = initialsAvatarSvg({ text: '<script>"&' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;SCRIPT&gt;&quot;&amp;');
    expect(svg).toContain('aria-label="&lt;SCRIPT&gt;&quot;&amp;"');
  });

  it('uses the default background for an invalid colour', () => {
    const svg = initialsAvatarSvg({ text: 'AB', background: 'javascript:alert(1)' });
    expect(svg).toContain(`fill="${DEFAULT_BACKGROUND}"`);
    expect(svg).not.toContain('javascript');
  });
});

describe('crestSvg', () => {
  it('renders the label with primary and secondary colours', () => {
    const svg = crestSvg({ text: 'BSU', primary: '0033a0', secondary: 'ffd100' });
    expect(svg).toContain('>BSU</text>');
    expect(svg).toContain('fill="#0033a0"');
    expect(svg).toContain('fill="#ffd100"');
  });

  it('escapes the text and falls back on bad colours', () => {
    const svg = crestSvg({ text: `A'&B`, primary: '"/><script>', secondary: 'zzz' });
    expect(svg).toContain('>A&apos;&amp;B</text>');
    expect(svg).toContain(`fill="${DEFAULT_CREST_PRIMARY}"`);
    expect(svg).not.toContain('<script>');
  });
});
