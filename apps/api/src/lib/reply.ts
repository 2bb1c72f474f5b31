import { type Envelope, errorEnvelope } from '@skylark/contract';
import type { FastifyReply } from 'fastify';

/** Sets the status and returns the spec's wrapper around `data`. */
export function wrap<T>(reply: FastifyReply, statusCode: number, message: string, data: T): Envelope<T> {
  reply.code(statusCode);
  return { success: statusCode < 400, message, statusCode, data };
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
