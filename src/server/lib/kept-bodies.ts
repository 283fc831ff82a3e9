import { brotliCompressSync, brotliDecompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers kept for many visitors (ADR 0037: a read's document, a rendered page) are written out
// and compressed once each, not once per visitor; @fastify/compress leaves an answer that is
// already compressed alone. While the read cache keeps one, it holds only its brotli form
// (`pack`): a trainer page's 46 KB of JSON is ~5 KB so, and a catalogue's pages fit (ADR 0050).

type Encoding = 'br' | 'gzip';

// A text below this is sent as it is: compression saves less than it costs (as
// @fastify/compress's threshold).
const MIN_COMPRESSED_LENGTH = 1024;

// Brotli's quality: an answer is first compressed fast (most answers of a large catalogue are
// asked once in the read cache's time; quality 1 is 3-4 times faster than 5 for a form 25-35%
// larger, still within a connection's first round trip for a trainer page) and compressed again
// at 5 once a second visitor is sent it, after that answer went out (ADR 0057).
const FIRST_BROTLI_QUALITY = 1;
const KEPT_BROTLI_QUALITY = 5;
const brotliOptions = (quality: number, length: number) => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

/**
 * The bytes in a buffer of their own size: zlib's one-call functions answer a slice of a 16 KB
 * chunk, so a 1 KB trainer page kept as it came would hold 16 KB (measured: ADR 0050).
 */
function ownSize(bytes: Buffer): Buffer {
  return bytes.buffer.byteLength > bytes.length ? Buffer.from(bytes) : bytes;
}

function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

// Any character past Latin-1 makes V8 keep the whole string two bytes a character.
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** About the memory a text takes in V8: one byte a character, two when any is past Latin-1. */
export function textBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? text.length * 2 : text.length;
}

/**
 * A text sent to many visitors (a string, or UTF-8 bytes), with its compressed forms made once.
 * Packed, it keeps its brotli form alone: what browsers ask for (over HTTPS every one of them
 * takes br) is sent as kept, and the text comes back from it for the others.
 */
export class KeptBody {
  #text: string | Buffer | undefined;
  #compressed = new Map<Encoding, Buffer>();
  /** The quality of the brotli form held, once made. */
  #brotliQuality = 0;
  /** How many times the brotli form was sent. */
  #brotliSends = 0;
  /** Texts shorter than this are kept and sent as they are. */
  readonly #compressFrom: number;

  /** `compressAll`: compressed for the clients that take it whatever its length (a page). */
  constructor(text: string | Buffer, options: { compressAll?: boolean } = {}) {
    this.#text = text;
    this.#compressFrom = options.compressAll ? 0 : MIN_COMPRESSED_LENGTH;
  }

  /** The text, as given; once packed, its UTF-8 bytes from the brotli form. */
  text(): string | Buffer {
    return this.#text ?? brotliDecompressSync(this.#brotli());
  }

  /** The text in `encoding`: made once while unpacked; once packed, gzip is made for each caller. */
  encoded(encoding: Encoding): Buffer {
    if (encoding === 'br') return this.#brotli();
    const kept = this.#compressed.get('gzip');
    if (kept) return kept;
    const bytes = gzipSync(this.text(), { level: 6 });
    if (this.#text === undefined) return bytes;
    const own = ownSize(bytes);
    this.#compressed.set('gzip', own);
    return own;
  }

  /** Keeps the brotli form alone (ADR 0050); answers the bytes held. Small texts stay as they are. */
  pack(): number {
    const text = this.#text;
    if (text !== undefined && text.length < Math.max(this.#compressFrom, 1))
      return typeof text === 'string' ? textBytes(text) : text.length;
    const brotli = this.#brotli();
    this.#text = undefined;
    this.#compressed = new Map([['br', brotli]]);
    return brotli.length;
  }

  get length(): number {
    const text = this.#text;
    return text === undefined ? Number.POSITIVE_INFINITY : text.length;
  }

  #brotli(): Buffer {
    let bytes = this.#compressed.get('br');
    if (!bytes) {
      const text = this.#text ?? '';
      bytes = ownSize(brotliCompressSync(text, brotliOptions(FIRST_BROTLI_QUALITY, text.length)));
      this.#compressed.set('br', bytes);
      this.#brotliQuality = FIRST_BROTLI_QUALITY;
    }
    return bytes;
  }

  /** The brotli form at the kept quality, made from the text (or the fast form) once. */
  #compressWell(): void {
    if (this.#brotliQuality >= KEPT_BROTLI_QUALITY || !this.#compressed.has('br')) return;
    const text = this.text();
    this.#compressed.set(
      'br',
      ownSize(brotliCompressSync(text, brotliOptions(KEPT_BROTLI_QUALITY, text.length))),
    );
    this.#brotliQuality = KEPT_BROTLI_QUALITY;
  }

  /** Sends the text as `contentType`, compressed when the client takes it and it is worth it. */
  send(request: FastifyRequest, reply: FastifyReply, contentType: string): FastifyReply {
    reply.header('content-type', contentType);
    if (this.length < this.#compressFrom) return reply.send(this.text());
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request);
    if (!encoding) return reply.send(this.text());
    const bytes = this.encoded(encoding);
    // Sent a second time: worth its better form, made once the answer has gone out.
    if (encoding === 'br' && ++this.#brotliSends === 2 && this.#brotliQuality < KEPT_BROTLI_QUALITY)
      setImmediate(() => this.#compressWell());
    return reply.header('content-encoding', encoding).send(bytes);
  }
}

/**
 * A public read's document (already shaped by the route's response schema when it was read) with
 * its JSON text: the same answer, kept by the read cache, is written out once. Packed, it keeps
 * the text's brotli form alone and gives the object back from it when a server-rendered page
 * needs it (ADR 0050).
 */
export class KeptDocument<D extends object> {
  #document: D | undefined;
  #body: KeptBody | undefined;

  /**
   * `changesAt`: when the clock alone changes the document (ms since the epoch on the app's
   * clock; infinite when nothing in it does), if the read can tell (ADR 0050).
   */
  constructor(
    document: D,
    readonly changesAt?: number,
  ) {
    this.#document = document;
  }

  /** The document; parsed back from its text once packed. */
  get document(): D {
    if (this.#document) return this.#document;
    const text = this.body.text();
    return JSON.parse(typeof text === 'string' ? text : text.toString('utf8')) as D;
  }

  get body(): KeptBody {
    if (!this.#body) this.#body = new KeptBody(JSON.stringify(this.#document));
    return this.#body;
  }

  /** Keeps the JSON's brotli form alone; answers the bytes held (read cache, `pack`). */
  pack(): number {
    const bytes = this.body.pack();
    this.#document = undefined;
    return bytes;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return this.body.send(request, reply, 'application/json; charset=utf-8');
  }
}

/** Sends a public read's kept document as JSON. */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptDocument<object>,
): FastifyReply {
  return kept.send(request, reply);
}
