import type { PublicReads } from '../../shared/api/public-reads';

let reads: PublicReads | null = null;

/**
 * The server's page renderer answers the public pages' reads from the service functions
 * in-process (ADR 0036); the browser never calls this.
 */
export function setServerReads(next: PublicReads | null): void {
  reads = next;
}

/** The server's reads while it renders a page; null in the browser, whose calls go over HTTP. */
export function serverReads(): PublicReads | null {
  return reads;
}
