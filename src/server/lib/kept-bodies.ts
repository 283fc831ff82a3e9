import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers kept for many visitors (ADR 0037: a read's document, a rendered page) are written out
// and compressed once each, not once per visitor; @fastify/compress leaves an answer that is
// already compressed alone.

type Encoding = 'br' | 'gzip';

/** A text sent many times (as a string, or its UTF-8 bytes), with its compressed forms once made. */
export interface KeptBody {
  text: string | Buffer;
  compressed: Map<Encoding, Buffer>;
}

// A document below this is sent as it is: compression saves less than it costs (as
// @fastify/compress's threshold).
const MIN_COMPRESSED_LENGTH = 1024;

function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/** Sends `body` as `contentType`, compressed when the client takes it. */
export function sendKeptBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: KeptBody,
  contentType: string,
): FastifyReply {
  reply.header('content-type', contentType).header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request);
  if (!encoding) return reply.send(body.text);
  let bytes = body.compressed.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body.text, { level: 6 });
    body.compressed.set(encoding, bytes);
  }
  return reply.header('content-encoding', encoding).send(bytes);
}

const documentBodies = new WeakMap<object, KeptBody & { text: string }>();

// Any character past Latin-1 makes V8 keep the whole string two bytes a character.
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** About the memory a text takes in V8: one byte a character, two when any is past Latin-1. */
export function textBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? text.length * 2 : text.length;
}

/** A document's JSON text and compressed forms, written out the first time they are asked for. */
export function documentBody(document: object): KeptBody & { text: string } {
  let body = documentBodies.get(document);
  if (!body) {
    body = { text: JSON.stringify(document), compressed: new Map() };
    documentBodies.set(document, body);
  }
  return body;
}

/**
 * Sends a public read's document (already shaped by the route's response schema when it was
 * read): the same document object, kept by the read cache, is written out once.
 */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: object): FastifyReply {
  const body = documentBody(document);
  const type = 'application/json; charset=utf-8';
  if (body.text.length < MIN_COMPRESSED_LENGTH) return reply.header('content-type', type).send(body.text);
  return sendKeptBody(request, reply, body, type);
}
