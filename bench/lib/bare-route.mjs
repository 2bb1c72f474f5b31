// The bench's yardstick: a route that answers the wrapper and does nothing else. It runs in a
// process of its own, as the server does, so it never shares a thread with the load generator.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'ok', statusCode: 200, data: null }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
