// The bench's yardstick: a route that answers the wrapper and does nothing else. It runs in a
// process of its own, as the server does, so it never shares a thread with the load generator.
// With a file as its argument, `/bare-page` answers that file's bytes as brotli HTML and nothing else:
// the ceiling of a page of that weight.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'ok', statusCode: 200, data: null }));
const page = process.argv[2] ? readFileSync(process.argv[2]) : undefined;
if (page) {
  app.get('/bare-page', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-encoding', 'br').send(page),
  );
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
