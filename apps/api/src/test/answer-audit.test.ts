import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { envelopeOf } from '../lib/reply';
import { answerAudit } from './answer-audit';

const open = { type: 'object', additionalProperties: true };
const statusOf = (answer: string) => (answer === 'unlisted' ? 409 : 404);

/** A server whose one route lists 200 and 404 only, and answers whatever the query asks. */
async function serverWithAudit() {
  const audit = answerAudit();
  const app = Fastify();
  app.addHook('onSend', async (request, reply, payload) => audit.observe(request, reply, payload));
  app.get('/thing', { schema: { response: { 200: open, 404: open } } }, async (request, routeReply) => {
    const reply = routeReply as FastifyReply;
    const { answer } = request.query as { answer: string };
    const status = statusOf(answer);
    if (answer === 'bare') {
      return reply
        .code(status)
        .send({ success: false, message: 'Not found', statusCode: status, data: null });
    }
    return reply.code(status).send(envelopeOf(status, 'Refused', null));
  });
  await app.ready();
  return { app, audit };
}

describe('the API tests hold every answer to the OpenAPI document (docs/product.md#11-the-apis-shape)', () => {
  it('passes a listed status in the full wrapper', async () => {
    const { app, audit } = await serverWithAudit();
    await app.inject({ method: 'GET', url: '/thing?answer=listed' });
    expect([...audit.problems]).toEqual([]);
  });

  it('notes a status the route does not list, and a refusal without code and type', async () => {
    const { app, audit } = await serverWithAudit();
    await app.inject({ method: 'GET', url: '/thing?answer=unlisted' });
    await app.inject({ method: 'GET', url: '/thing?answer=bare' });
    expect([...audit.problems]).toEqual([
      'GET /thing answered 409, not among its listed 200, 404',
      'GET /thing answered 404 without a code and a type',
    ]);
  });
});
