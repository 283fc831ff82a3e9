/**
 * SPEC §2: the reset page reads its token from the address, after '='. Only the first '='
 * splits, so a token that itself contains '=' (base64 padding) stays whole.
 */
export function resetTokenFrom(search: string): string {
  const index = search.indexOf('=');
  if (index === -1) return '';
  const raw = search.slice(index + 1).split('&')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
