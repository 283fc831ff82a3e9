// The links an email carries, so the operator (and browser tests) can follow a reset or
// review link without opening a mail client.

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return HTML_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const isAbsoluteHttp = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Absolute http(s) links of the HTML (href) and the text part, in order, each once. */
export function messageLinks(text: string, html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? '').trim());
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) {
    // A sentence may end right after a link: its full stop or bracket is not part of it.
    found.push(match[0].replace(/[.,;:!?)\]]+$/, ''));
  }
  return [...new Set(found.filter(isAbsoluteHttp))];
}
