import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

const MESSAGES: Record<number, string> = {
  408: 'Request timed out',
  431: 'Request headers are too large',
  400: 'Request is malformed',
};

/**
 * Requests Node's HTTP parser refuses before any route exists: a request line or headers over
 * the size limit (431), a timeout (408), anything it cannot parse (400). Fastify's own answer
 * has its own body; this one has SPEC §8's `{"errors": [...]}` like every other error.
 */
export function createClientErrorHandler(log: FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A connection reset: nobody is left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    log.trace({ err: error }, 'client error');
    if (socket.writable) {
      const body = JSON.stringify({ errors: [MESSAGES[status]] });
      socket.write(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
