import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-address';
import type { DeviceScope } from './device-cookie';

/** Who is trying to sign in: the address limits count, and the device cookie it may carry. */
export interface LoginClient {
  /** the client address as the request log has it */
  ip: string;
  /** the address as limits count it (IPv6: its /64) */
  address: string;
  /** the device cookie's id when the request carries a genuine one of this account */
  deviceOf(scope: DeviceScope, account: string): string | null;
}

export function loginClient(request: FastifyRequest): LoginClient {
  const { devices } = request.server;
  return {
    ip: request.ip,
    address: clientKey(request.ip),
    deviceOf: (scope, account) => devices.verify(request.headers.cookie, scope, account),
  };
}

/** A successful sign-in makes this browser a known device of the account. */
export function rememberDevice(reply: FastifyReply, scope: DeviceScope, account: string): void {
  reply.header('set-cookie', reply.server.devices.issue(scope, account));
}
