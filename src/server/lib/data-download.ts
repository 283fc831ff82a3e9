// A copy of an account's data handed to its holder (ADR 0040, 0055): the family's and the
// trainer's downloads share their name and their headers.
import type { FastifyReply } from 'fastify';

/** A download's name: the product, what it is and the day, e.g. trainhub-data-2026-11-26.json. */
export const downloadName = (now: Date, extension: 'json' | 'pdf') =>
  `trainhub-data-${now.toISOString().slice(0, 10)}.${extension}`;

/** Marks the answer as a file to save, never kept by a cache (it holds personal data). */
export function asDataDownload(reply: FastifyReply, now: Date, extension: 'json' | 'pdf'): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${downloadName(now, extension)}"`);
}
