import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A push message as the test's push service received it, decrypted. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A push service on loopback for the tests: it keeps each message, decrypted with the device's
 * private key (aes128gcm, RFC 8291), and answers `status` (201, or 410 for a device gone).
 */
export async function startPushEndpoint() {
  const device = createECDH('prime256v1');
  device.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = ece
        .decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device,
          authSecret: auth.toString('base64url'),
        })
        .toString('utf8');
      received.push({ path: req.url ?? '', headers: req.headers, text });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    received,
    subscription: (name: string) => ({
      endpoint: `http://127.0.0.1:${port}/push/${name}`,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
