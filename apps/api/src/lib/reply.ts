import type { Envelope } from '@skylark/contract';
import type { FastifyReply } from 'fastify';

/** Sets the status and returns the spec's wrapper around `data`. */
export function wrap<T>(reply: FastifyReply, statusCode: number, message: string, data: T): Envelope<T> {
  reply.code(statusCode);
  return { success: statusCode < 400, message, statusCode, data };
}
