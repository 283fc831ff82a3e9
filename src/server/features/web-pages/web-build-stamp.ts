import { createHash } from 'node:crypto';

// Ties the server's renderer to the web build it was made with (ADR 0022): the renderer's build
// (`scripts/vite-web-build-stamp.ts`) writes the hash of that build's index.html, which names the
// entry chunk by its content hash. A web app rebuilt without its renderer no longer matches.

/** The file the renderer's build writes beside `entry-server.js`. */
export const WEB_BUILD_STAMP_FILE = 'web-build.json';

export interface WebBuildStamp {
  /** sha256 of the web build's index.html; null when there was none at build time. */
  indexHtmlSha256: string | null;
}

export function webBuildFingerprint(indexHtml: string | Buffer): string {
  return createHash('sha256').update(indexHtml).digest('hex');
}
