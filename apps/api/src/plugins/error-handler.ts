import type { FieldError } from '@skylark/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { envelopeOf } from '../lib/reply';
import { requestLanguage } from '../lib/request-language';
import { databaseUnavailableReply, isDatabaseUnavailable, outageLogger } from './availability';
import { sendPageDocument } from './page-document';
import type { SpaPages } from './spa-pages';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Authentication required',
  403: 'You do not have access to this resource',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
};

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** One handler turns every error into the wrapper; 5xx details go only to the log. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, { spaPages }: { spaPages: SpaPages | undefined }) => {
    const logOutage = outageLogger();
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send(
            envelopeOf(
              error.statusCode,
              error.message,
              problemsOf(error.statusCode, error.message, error.errors),
              error.code,
            ),
          );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field:
            [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
              .filter((part) => part && part !== 'body')
              .join('.') ||
            (error.validationContext ?? 'request'),
          message: issue.message ?? 'is not valid',
        }));
        const first = errors[0];
        const message = first ? `${first.field}: ${first.message}` : CLIENT_MESSAGES[400]!;
        return reply.code(400).send(envelopeOf(400, message, { errors }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        const message =
          status === 429
            ? CLIENT_MESSAGES[429]!
            : status === 400 && error.message
              ? error.message
              : (CLIENT_MESSAGES[status] ?? error.message);
        return reply
          .code(status)
          .send(envelopeOf(status, message, problemsOf(status, message, undefined, 'body')));
      }
      if (isDatabaseUnavailable(error)) {
        logOutage(request.log, error);
        return databaseUnavailableReply(reply);
      }
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      return reply
        .code(500)
        .send(
          envelopeOf(500, `Something went wrong. Please try again later. (reference ${request.id})`, null),
        );
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // Every GET (and HEAD) outside the API, the health checks and the metrics is a page of the
      // single-page app, answered from memory.
      if (spaPages && PAGE_METHODS.has(request.method) && !/^\/(?:api|health|metrics)(?:\/|$)/.test(path)) {
        return sendPageDocument(
          request,
          reply,
          spaPages.documentFor(request.url, requestLanguage(request.headers)),
        );
      }
      return notFoundAnswer(request, reply);
    });
  },
);

/** An address no route answers: 404 in the wrapper, naming it. */
export function notFoundAnswer(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return reply.code(404).send(envelopeOf(404, `Route ${request.method} ${path} not found`, null));
}

/**
 * Errors Fastify's router answers before any route or hook (an undecodable address, a path
 * parameter over the length limit), in the wrapper like every other error.
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = CLIENT_MESSAGES[status] ?? CLIENT_MESSAGES[400]!;
  return reply.code(status).send(envelopeOf(status, message, problemsOf(status, message, undefined, 'url')));
}

/** Every 400 lists its problems as { field, message }; other refusals carry no data. */
function problemsOf(
  status: number,
  message: string,
  errors: FieldError[] | undefined,
  field = 'request',
): { errors: FieldError[] } | null {
  if (errors && errors.length > 0) return { errors };
  return status === 400 ? { errors: [{ field, message }] } : null;
}
