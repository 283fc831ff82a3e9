// Generated placeholder images (avatars and college/group crests), so that demo data and
// accounts without an uploaded picture still render offline without any stored files.

const HEX_COLOUR = /^#?[0-9a-fA-F]{3,8}$/;
// CSS only understands 3, 4, 6 or 8 hex digits; 5 or 7 would make the fill invalid.
const VALID_HEX_LENGTHS = new Set([3, 4, 6, 8]);

export const DEFAULT_BACKGROUND = '#1e88e5';
export const DEFAULT_FOREGROUND = '#ffffff';
export const DEFAULT_CREST_PRIMARY = '#37474f';
export const DEFAULT_CREST_SECONDARY = '#ffffff';

/** Returns `#rrggbb`-style colour from user input, or the fallback when it is not plain hex. */
export function normalizeColour(value: string | undefined | null, fallback: string): string {
  if (!value || !HEX_COLOUR.test(value)) return fallback;
  const digits = value.startsWith('#') ? value.slice(1) : value;
  if (!VALID_HEX_LENGTHS.has(digits.length)) return fallback;
  return `#${digits.toLowerCase()}`;
}

/** Escapes text for use in XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

// Long labels shrink so that up to four characters stay inside the shape.
function fontSizeFor(text: string, base: number): number {
  const length = Math.max(1, [...text].length);
  if (length <= 2) return base;
  if (length === 3) return Math.round(base * 0.8);
  return Math.round(base * 0.64);
}

/** How an image writes its label: where, in what colour and font, and how large at most. */
interface LabelStyle {
  y: number;
  fill: string;
  fontFamily: string;
  fontWeight: number;
  baseSize: number;
}

/** A 256×256 image of `shapes` with `text` (upper-cased) centred on them; screen readers read the text. */
function labelledSvg(text: string, shapes: string[], style: LabelStyle): string {
  const label = escapeXml(text.trim().toUpperCase());
  const size = fontSizeFor(text.trim(), style.baseSize);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"',
    ` aria-label="${label}">`,
    ...shapes,
    `<text x="128" y="${style.y}" dy="0.35em" text-anchor="middle" fill="${style.fill}"`,
    ` font-family="${style.fontFamily}" font-size="${size}" font-weight="${style.fontWeight}">${label}</text>`,
    '</svg>',
  ].join('');
}

export interface AvatarOptions {
  text: string;
  background?: string | undefined;
  foreground?: string | undefined;
}

/** A round avatar with initials. */
export function initialsAvatarSvg({ text, background, foreground }: AvatarOptions): string {
  const bg = normalizeColour(background, DEFAULT_BACKGROUND);
  const fg = normalizeColour(foreground, DEFAULT_FOREGROUND);
  return labelledSvg(text, [`<circle cx="128" cy="128" r="128" fill="${bg}"/>`], {
    y: 128,
    fill: fg,
    fontFamily: 'Helvetica, Arial, sans-serif',
    fontWeight: 600,
    baseSize: 96,
  });
}

export interface CrestOptions {
  text: string;
  primary?: string | undefined;
  secondary?: string | undefined;
}

/** A shield-shaped crest with a short label (school or group abbreviation). */
export function crestSvg({ text, primary, secondary }: CrestOptions): string {
  const main = normalizeColour(primary, DEFAULT_CREST_PRIMARY);
  const accent = normalizeColour(secondary, DEFAULT_CREST_SECONDARY);
  const shield = 'M128 8 L236 44 V124 C236 188 188 232 128 250 C68 232 20 188 20 124 V44 Z';
  const inner = 'M128 28 L218 58 V124 C218 178 178 214 128 230 C78 214 38 178 38 124 V58 Z';
  return labelledSvg(
    text,
    [`<path d="${shield}" fill="${accent}"/>`, `<path d="${inner}" fill="${main}"/>`],
    {
      y: 132,
      fill: accent,
      fontFamily: "Georgia, 'Times New Roman', serif",
      fontWeight: 700,
      baseSize: 84,
    },
  );
}
