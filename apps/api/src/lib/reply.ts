import {
  type Envelope,
  type ErrorCode,
  errorCodeOf,
  errorEnvelope,
  errorParamOf,
  errorTypeOf,
} from '@skylark/contract';
import type { FastifyReply } from 'fastify';

/**
 * The one builder of the spec's wrapper `{ success, message, statusCode, data }`: every answer of the
 * server, errors included, is made here. An error answer (status 400 or more) also carries its `code`,
 * the status's own unless one is given, its `type`, and `param` when one field is at fault.
 */
export function envelopeOf<T>(statusCode: number, message: string, data: T, code?: ErrorCode): Envelope<T> {
  if (statusCode < 400) return { success: true, message, statusCode, data };
  const param = errorParamOf((data as { errors?: { field: string }[] } | null)?.errors);
  return {
    success: false,
    message,
    statusCode,
    data,
    code: code ?? errorCodeOf(statusCode),
    type: errorTypeOf(statusCode),
    ...(param ? { param } : {}),
  };
}

/** Sets the status and returns the wrapper around `data`: what a route answers. */
export function wrap<T>(reply: FastifyReply, statusCode: number, message: string, data: T): Envelope<T> {
  reply.code(statusCode);
  return envelopeOf(statusCode, message, data);
}

/** The response schemas of the statuses a route may answer with an error: each is the wrapper with null data. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope])) as Record<
    Status,
    typeof errorEnvelope
  >;
}

/** Resolves once the answer has gone out: work that must not delay it (a mail) starts then. */
export const afterAnswer = (reply: FastifyReply): Promise<void> =>
  new Promise((resolve) => {
    const later = () => setImmediate(resolve);
    if (reply.raw.writableFinished) later();
    else reply.raw.once('finish', later);
  });
