import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A document the server answers a page address with, held in memory as every browser gets it: as
 * it is and compressed twice, with an ETag of the whole document (docs/product.md#102-what-the-public-pages-load-first).
 */
export interface PageDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** the headers of each answer, built once: a page answered from memory builds none */
  heads: Record<'br' | 'gzip' | 'identity' | 'notModified', OutgoingHttpHeaders>;
}

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** A page's bytes depend on the encoding asked for, and its language on the `lang` cookie or Accept-Language (docs/decisions/102). */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once, off the main thread (zlib's thread pool). Brotli at quality 5: about 10 ms for a
 * painted page, where 11 takes about 190 ms, which the requests of a page painted anew would wait
 * for, for 10 % fewer bytes. The build's own copies (quality 11) are used where there are some.
 */
export async function pageDocument(
  html: string,
  compressed: { br?: Buffer; gzip?: Buffer } = {},
): Promise<PageDocument> {
  const identity = Buffer.from(html);
  const [br, zipped] = await Promise.all([
    compressed.br ?? brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    compressed.gzip ?? gzipAsync(identity),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  // as sendPageDocument and Fastify write them
  const notModified = { 'cache-control': 'no-cache', etag, vary: PAGE_VARY };
  const ok = (body: Buffer) => ({
    ...notModified,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
  });
  const heads = {
    notModified,
    identity: ok(identity),
    br: { ...ok(br), 'content-encoding': 'br' },
    gzip: { ...ok(zipped), 'content-encoding': 'gzip' },
  };
  return { identity, br, gzip: zipped, etag, heads };
}

/** A browser sends one of a few Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, 'br' | 'gzip' | null>();
const REMEMBERED_ENCODINGS = 64;

function encodingFor(accepted: string): 'br' | 'gzip' | undefined {
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate(accepted, ENCODINGS) ?? null;
    if (negotiated.size < REMEMBERED_ENCODINGS && accepted.length <= 256) negotiated.set(accepted, encoding);
  }
  return encoding ?? undefined;
}

/**
 * Answers with the document: 304 to a browser that has it as it is, else its bytes in the encoding
 * the browser prefers. `Cache-Control: no-cache` has the browser revalidate it on every visit.
 */
export function sendPageDocument(request: FastifyRequest, reply: FastifyReply, document: PageDocument) {
  reply.header('cache-control', 'no-cache').header('etag', document.etag).header('vary', PAGE_VARY);
  if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = encodingFor(request.headers['accept-encoding'] ?? '');
  if (!encoding) return reply.send(document.identity);
  return reply.header('content-encoding', encoding).send(document[encoding]);
}

/**
 * The same answer as sendPageDocument, written straight to the response with the headers built
 * with the document (Fastify's reply is passed by: the caller hijacked it).
 */
export function writePageDocument(
  request: IncomingMessage,
  response: ServerResponse,
  document: PageDocument,
  requestId: string,
) {
  response.setHeader('x-request-id', requestId);
  if (request.headers['if-none-match'] === document.etag) {
    response.writeHead(304, document.heads.notModified).end();
    return;
  }
  const encoding = encodingFor(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, document.heads[encoding ?? 'identity']);
  if (request.method === 'HEAD') response.end();
  else response.end(encoding ? document[encoding] : document.identity);
}
