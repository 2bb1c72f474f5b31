import { MAX_JSON_DEPTH, inputMessages } from '@skylark/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { notFoundAnswer } from './error-handler';

/** Most routes take a few short fields; a route that needs more sets its own `bodyLimit`. */
export const BODY_LIMIT = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON `text` nests arrays and objects deeper than `max`, in one pass over its characters
 * (strings skipped), stopping at the first level too deep: before anything is built.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused (400) before they are parsed, and a
 * request to an unknown address is answered 404 before its body is read (docs/product.md#11-the-apis-shape).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw as string;
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(badRequest(inputMessages.bodyTooDeep, [{ field: 'body', message: inputMessages.bodyTooDeep }]));
      return;
    }
    parse(request, body, done);
  });

  // GET and HEAD of an unknown address reach the not-found handler (the web app's pages)
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || BODYLESS.has(request.method)) return;
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
    if (hasBody) reply.header('connection', 'close');
    return notFoundAnswer(request, reply);
  });
});
