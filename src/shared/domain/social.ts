// Social handles and website (SPEC §5 step 4): usernames are letters, digits, dots and
// underscores; a leading @ is dropped; the stored value is the full address on the network.

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_BASE_URLS: Record<SocialNetwork, string> = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  tiktok: 'https://tiktok.com/@',
};

// Hosts whose addresses people paste instead of a bare username.
const NETWORK_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com', 'instagr.am'],
  twitter: ['twitter.com', 'x.com'],
  tiktok: ['tiktok.com'],
};

// The networks' own username length limits.
const MAX_USERNAME_LENGTH: Record<SocialNetwork, number> = {
  facebook: 50,
  instagram: 30,
  twitter: 15,
  tiktok: 24,
};

const USERNAME = /^[A-Za-z0-9._]+$/;
const ADDRESS = /^(?:https?:\/\/)?(?:www\.|m\.|mobile\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)\/(.*)$/i;

export type NormalizeResult = { ok: true; value: string | null } | { ok: false; message: string };

export function invalidSocialMessage(network: SocialNetwork): string {
  return `Invalid ${network} username`;
}

function usernameFrom(network: SocialNetwork, raw: string): string | null {
  const address = ADDRESS.exec(raw);
  if (!address) return raw.startsWith('@') ? raw.slice(1) : raw;
  const host = (address[1] ?? '').toLowerCase();
  if (!NETWORK_HOSTS[network].includes(host)) return null;
  const path = (address[2] ?? '').split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return path.startsWith('@') ? path.slice(1) : path;
}

/** A username or an address on the network → `https://network/username`; blank → null. */
export function normalizeSocialHandle(
  network: SocialNetwork,
  input: string | null | undefined,
): NormalizeResult {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: true, value: null };
  const username = usernameFrom(network, raw);
  if (!username || username.length > MAX_USERNAME_LENGTH[network] || !USERNAME.test(username)) {
    return { ok: false, message: invalidSocialMessage(network) };
  }
  return { ok: true, value: `${SOCIAL_BASE_URLS[network]}${username}` };
}

export const INVALID_WEBSITE_MESSAGE = 'is invalid';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `example.com` → `https://example.com`; only http(s) addresses with a dotted host pass. */
/** A site's name: dot-separated labels, none empty, the last (its top-level domain) with a letter. */
function isSiteName(hostname: string): boolean {
  const labels = hostname.split('.');
  return (
    labels.length >= 2 && labels.every((l) => /^[a-z0-9-]+$/i.test(l)) && /[a-z]/i.test(labels.at(-1) ?? '')
  );
}

export function normalizeWebsite(input: string | null | undefined): NormalizeResult {
  const raw = (input ?? '').trim();
  if (raw === '') return { ok: true, value: null };
  const invalid = { ok: false as const, message: INVALID_WEBSITE_MESSAGE };
  if (/\s/.test(raw) || raw.length > 2048) return invalid;
  const withScheme = HAS_SCHEME.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  if (!isSiteName(url.hostname) || url.username !== '' || url.password !== '') return invalid;
  return { ok: true, value: withScheme };
}
