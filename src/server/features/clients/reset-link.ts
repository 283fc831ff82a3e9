/**
 * Where the reset email sends the user. SPEC §2: the reset page reads the token after '=', so
 * the link carries exactly one query parameter. A return address is only honoured on our own
 * origin: otherwise anyone could make our emails carry a link to their look-alike page.
 */
export function resetPasswordLink(publicUrl: string, redirectUrl: string | undefined, token: string): string {
  const own = new URL(publicUrl);
  let base = `${own.origin}${own.pathname.replace(/\/+$/, '')}/new_password`;
  if (redirectUrl) {
    try {
      const wanted = new URL(redirectUrl);
      if (wanted.origin === own.origin) base = `${wanted.origin}${wanted.pathname}`;
    } catch {
      // Not an address: the default page it is.
    }
  }
  return `${base}?reset_password_token=${encodeURIComponent(token)}`;
}
