import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { Role } from '@skylark/contract';
import { MSG, teamMessages } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { admins, users, type AdminRow, type UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { batcher } from '../db/batch';
import { isRevoked } from '../lib/revoked-tokens';
import { type DeviceCookies, deviceCookies } from '../lib/device-cookie';

/** What every token carries; `iat_ms` is the issue time in milliseconds (iat has whole seconds). */
export interface TokenClaims {
  sub: string;
  role: Role;
  jti: string;
  iat: number;
  exp: number;
  iat_ms: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; jti?: string; iat_ms?: number };
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: a valid customer token of an active customer */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: a valid admin token of an existing administrator */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: requireAdmin, and the administrator's role is `admin`, not `agent` (docs/product.md#121-roles-and-the-team) */
    requireFullAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: anonymous passes; a presented token must be a valid token of a full admin */
    optionalAdmin: (request: FastifyRequest) => Promise<void>;
    /** device cookies of past sign-ins (lib/device-cookie.ts) */
    devices: DeviceCookies;
    /** signs a token; `issuedAtMs` lets a caller issue it after a revocation instant */
    signToken: (sub: string, role: Role, ttlSeconds: number, issuedAtMs?: number) => string;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    currentAdmin: AdminRow | null;
    tokenClaims: TokenClaims | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_CHECKS_IN_FLIGHT = 2;
const TOKEN_CHECKS_PER_CALL = 100;
/**
 * Unnamed statements: behind PgBouncer in transaction mode a named one would be prepared on one
 * server connection and executed on another.
 */
const UNNAMED = '';

export const ALGORITHM = 'HS256';
const REQUIRED_CLAIMS = ['exp', 'iat', 'jti', 'sub', 'role'];
const invalidSession = () =>
  unauthorized('Your session has expired or is invalid. Please log in again.', 'SESSION_INVALID');

/** A token issued at or before the account's revocation instant no longer counts. */
const issuedBefore = (claims: TokenClaims, validAfter: Date) =>
  typeof claims.iat_ms !== 'number' || claims.iat_ms <= validAfter.getTime();

/**
 * Signed JWTs with a role (docs/product.md#12-accounts-and-access): HS256 only; exp, iat and jti required; revoked
 * by logout (jti) or by moving the account's tokensValidAfter. Every guard runs as an
 * onRequest hook, so 401/403 always come before any validation of the request.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: ALGORITHM },
    verify: { algorithms: [ALGORITHM], requiredClaims: REQUIRED_CLAIMS },
  });
  app.decorate('devices', deviceCookies(app.config.jwtSecret, app.config.appUrl.startsWith('https:')));
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentAdmin', null);
  app.decorateRequest('tokenClaims', null);

  app.decorate('signToken', (sub: string, role: Role, ttlSeconds: number, issuedAtMs?: number) =>
    app.jwt.sign(
      { sub, role, jti: randomUUID(), iat_ms: Math.max(Date.now(), issuedAtMs ?? 0) },
      { expiresIn: ttlSeconds },
    ),
  );

  async function verifiedClaims(request: FastifyRequest): Promise<TokenClaims> {
    if (!request.headers.authorization) throw unauthorized();
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch {
      throw invalidSession();
    }
    // a token signed here may still carry claims of another shape: they name no session
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw invalidSession();
    request.tokenClaims = claims;
    return claims;
  }

  // The account and whether the token was revoked by a logout: one query for every
  // request that arrived while the previous one ran (docs/product.md#103-a-booking-in-one-round-trip).
  const usersOfTokens = app.db
    .select({ n: sql<number>`t.n`, user: users, revoked: isRevoked(sql`t.jti`) })
    .from(
      sql`rows from (jsonb_to_recordset(${sql.placeholder('tokens')}::jsonb) as (id uuid, jti text)) with ordinality as t(id, jti, n)`,
    )
    .innerJoin(users, eq(users.id, sql`t.id`))
    .prepare(UNNAMED);
  const userOfToken = batcher(
    async (tokens: { id: string; jti: string }[]) => {
      const rows = await usersOfTokens.execute({ tokens: JSON.stringify(tokens) });
      const found: ({ user: UserRow; revoked: boolean } | undefined)[] = tokens.map(() => undefined);
      for (const row of rows) found[Number(row.n) - 1] = row;
      return found;
    },
    { inFlight: TOKEN_CHECKS_IN_FLIGHT, max: TOKEN_CHECKS_PER_CALL },
  );
  const adminOfToken = app.db
    .select({ admin: admins, revoked: isRevoked(sql.placeholder('jti')) })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare(UNNAMED);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await verifiedClaims(request);
    if (claims.role !== 'user') throw forbidden();
    // a token names an account by its id; anything else names no account (and may not fail the batch)
    const row = UUID.test(claims.sub) ? await userOfToken({ id: claims.sub, jti: claims.jti }) : undefined;
    if (!row) throw unauthorized('Your account no longer exists', 'ACCOUNT_DELETED');
    const { user } = row;
    if (user.status === 'blocked') throw forbidden(MSG.accountBlocked, 'ACCOUNT_BLOCKED');
    if (row.revoked || issuedBefore(claims, user.tokensValidAfter)) throw invalidSession();
    request.currentUser = user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await verifiedClaims(request);
    if (claims.role !== 'admin') throw forbidden();
    const [row] = UUID.test(claims.sub)
      ? await adminOfToken.execute({ id: claims.sub, jti: claims.jti })
      : [];
    if (!row) throw unauthorized('Your account no longer exists', 'ACCOUNT_DELETED');
    const { admin } = row;
    if (row.revoked || issuedBefore(claims, admin.tokensValidAfter)) throw invalidSession();
    request.currentAdmin = admin;
  });

  app.decorate('requireFullAdmin', async (request: FastifyRequest) => {
    await app.requireAdmin(request);
    if (request.currentAdmin?.teamRole !== 'admin')
      throw forbidden(teamMessages.agentForbidden, 'ROLE_NOT_ALLOWED');
  });

  app.decorate('optionalAdmin', async (request: FastifyRequest) => {
    // the one route using it adds a colleague: managing the team, which an agent may not
    if (request.headers.authorization) await app.requireFullAdmin(request);
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

/** The claims of the token a guard accepted. */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.tokenClaims) throw unauthorized();
  return request.tokenClaims;
}
