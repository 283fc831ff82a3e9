// How city names compare: case, accents, punctuation and spacing never matter ('Mc Lean' =
// 'McLean', "O'Fallon" = 'OFallon'), and the usual abbreviations match the dataset's spelled-out
// USPS names ('St Louis' = 'Saint Louis').
const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  pt: 'point',
};

/** Lower-case words without accents or punctuation. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Words with abbreviations spelled out. `keepLast` leaves the final word alone: while someone
 * is still typing 'st', they may mean 'Sterling' as much as 'St Louis'.
 */
export function expandAbbreviations(words: string[], keepLast = false): string[] {
  return words.map((word, i) => (keepLast && i === words.length - 1 ? word : (ABBREVIATIONS[word] ?? word)));
}

/** The form names are compared in: 'Saint Louis' → 'saintlouis'. */
export const compactName = (text: string) => expandAbbreviations(nameWords(text)).join('');
