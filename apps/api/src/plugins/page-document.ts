import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A document the server answers a page address with, held in memory as every browser gets it: as
 * it is and compressed twice, with an ETag of the whole document (docs/product.md §10.2).
 */
export interface PageDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

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
  return { identity, br, gzip: zipped, etag: `"${createHash('sha1').update(identity).digest('base64url')}"` };
}

/**
 * Answers with the document: 304 to a browser that has it as it is, else its bytes in the encoding
 * the browser prefers. `Cache-Control: no-cache` has the browser revalidate it on every visit.
 */
export function sendPageDocument(request: FastifyRequest, reply: FastifyReply, document: PageDocument) {
  reply.header('cache-control', 'no-cache').header('etag', document.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
  if (!encoding) return reply.send(document.identity);
  return reply.header('content-encoding', encoding).send(document[encoding]);
}
