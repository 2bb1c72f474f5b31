import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads every answer the API tests provoke and notes each that breaks the promise of the OpenAPI
 * document: a status the route does not list, or a refusal without its `code` and `type`
 * (docs/product.md, "The API's shape"). 5xx answers are the server's own faults, tested apart.
 */
export function answerAudit() {
  const problems = new Set<string>();
  return {
    problems,
    observe(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
      const status = reply.statusCode;
      if (status >= 500) return;
      const route = request.routeOptions;
      const where = `${request.method} ${route.url ?? request.url.split('?')[0]}`;
      const listed = route.schema?.response as Record<string, unknown> | undefined;
      if (route.url && listed && !(String(status) in listed)) {
        problems.add(`${where} answered ${status}, not among its listed ${Object.keys(listed).join(', ')}`);
      }
      if (status < 400 || typeof payload !== 'string') return;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
      const body = JSON.parse(payload) as { code?: unknown; type?: unknown };
      if (typeof body.code !== 'string' || typeof body.type !== 'string') {
        problems.add(`${where} answered ${status} without a code and a type`);
      }
    },
  };
}

export type AnswerAudit = ReturnType<typeof answerAudit>;
