import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: reset and newsletter tokens, the ticket's signed link. */
const SECRET_PARAMS = /([?&](?:token|key|sig|signature|code)=)[^&#]*/gi;

/** A URL as the log may keep it: secrets in its query are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The request log's serializer: Fastify's fields, with the URL's secrets left out. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
