import fastifyJwt from '@fastify/jwt';
import type { Role } from '@skylark/contract';
import { MSG } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { admins, users, type AdminRow, type UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role };
    user: { sub: string; role: Role };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a customer token of an active customer */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an admin token of an existing administrator */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    signToken: (sub: string, role: Role, ttlSeconds: number) => string;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    currentAdmin: AdminRow | null;
  }
}

/** Reads and verifies the bearer token; answers 401 when it is missing or invalid. */
async function verifiedClaims(request: FastifyRequest) {
  if (!request.headers.authorization) throw unauthorized();
  try {
    return await request.jwtVerify<{ sub: string; role: Role }>();
  } catch {
    throw unauthorized('Your session has expired or is invalid. Please log in again.');
  }
}

/** Signed JWTs with a role (docs/product.md §12); blocked customers are refused at every request. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyJwt, { secret: app.config.jwtSecret });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentAdmin', null);

  app.decorate('signToken', (sub: string, role: Role, ttlSeconds: number) =>
    app.jwt.sign({ sub, role }, { expiresIn: ttlSeconds }),
  );

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await verifiedClaims(request);
    if (claims.role !== 'user') throw forbidden();
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.sub));
    if (!user) throw unauthorized('Your account no longer exists');
    if (user.status === 'blocked') throw forbidden(MSG.accountBlocked);
    request.currentUser = user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await verifiedClaims(request);
    if (claims.role !== 'admin') throw forbidden();
    const [admin] = await app.db.select().from(admins).where(eq(admins.id, claims.sub));
    if (!admin) throw unauthorized('Your account no longer exists');
    request.currentAdmin = admin;
  });
});

/** The signed-in customer; only valid after requireUser ran. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The signed-in administrator; only valid after requireAdmin ran. */
export function adminOf(request: FastifyRequest): AdminRow {
  if (!request.currentAdmin) throw unauthorized();
  return request.currentAdmin;
}
