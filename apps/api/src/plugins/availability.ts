import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { causeChain } from '../lib/errors';
import { envelopeOf } from '../lib/reply';

/** Seconds a client is asked to wait when the database is out of reach. */
export const DATABASE_RETRY_AFTER_S = 5;
export const CLOSING_MESSAGE = 'The server is restarting. Please try again in a moment.';
export const DATABASE_DOWN_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The address or the request headers are too long';

/**
 * While the server closes, requests still arriving on open keep-alive connections are refused in
 * the wrapper with `Connection: close` (Fastify's own 503 is switched off in app.ts), and the
 * requests in flight are answered with `Connection: close`, so each keep-alive connection ends
 * cleanly after its last answer instead of being cut.
 */
export const closingPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(envelopeOf(503, CLOSING_MESSAGE, null));
  });
});

// Socket errors while connecting, and the SQLSTATEs of a server that is down, starting or full.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** True when the database could not be reached (not when a query was wrong). Follows Drizzle's causes. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
  }
  return false;
}

/** Logs at most one line a second for an outage, with the number of requests refused since. */
export function outageLogger(intervalMs = 1000) {
  let last = 0;
  let refused = 0;
  return (log: FastifyBaseLogger, error: unknown) => {
    refused++;
    const now = Date.now();
    if (now - last < intervalMs) return;
    log.error({ err: error, refused }, 'database unavailable: answering 503');
    last = now;
    refused = 0;
  };
}

export function databaseUnavailableReply(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_S))
    .send(envelopeOf(503, DATABASE_DOWN_MESSAGE, null));
}

const CLIENT_ERROR_ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, HEADERS_TOO_LARGE_MESSAGE],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** The request Node refused asked with HEAD: its bytes, as far as Node had them, say so. */
const isHead = (error: NodeJS.ErrnoException & { rawPacket?: unknown }) =>
  Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or an address over
 * 16 KB, a malformed request line). They are answered in the wrapper and the connection is closed
 * with `Connection: close`, so a keep-alive client opens a new one instead of meeting a reset. An
 * answer to HEAD carries the headers alone: no body follows them.
 */
export function clientErrorReply(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? [400, 'The request is not valid'];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(envelopeOf(status, message, null));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      (isHead(error) ? '' : body),
  );
}
