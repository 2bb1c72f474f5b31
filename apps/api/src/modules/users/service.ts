import {
  type AdminUser,
  type Language,
  type User,
  type UserPage,
  type UserStatus,
  userMessages,
} from '@skylark/contract';
import { count, desc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bookings, users, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containing } from '../../lib/like';
import { iso, isoOrNull } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';

/** A customer as the API answers it. */
export const toUser = (row: UserRow): User => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  status: row.status,
  role: 'user',
  language: row.language,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** First name, last name, "first last" or e-mail contains the term, in any case (docs/product.md#75-back-office-users-and-bookings). */
export function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containing(term);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
  );
}

// Correlated subqueries over the page's users only (bookings_user_created_idx serves both).
export const bookingCount =
  sql<number>`(select count(*) from bookings b where b.user_id = "users"."id")`.mapWith(Number);
export const lastBookingAt =
  sql<Date | null>`(select max(b.created_at) from bookings b where b.user_id = "users"."id")`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

const toAdminUser = (row: UserRow, totalBookings: number, lastBooking: Date | null): AdminUser => ({
  ...toUser(row),
  phone: row.phoneNumber,
  totalBookings,
  lastBooking: isoOrNull(lastBooking),
});

export async function listUsers(
  db: Queryable,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<UserPage> {
  const where = searchCondition(query.search);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, totalBookings: bookingCount, lastBooking: lastBookingAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((r) => toAdminUser(r.user, r.totalBookings, r.lastBooking)),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalUsers: total,
  };
}

export async function getUser(db: Queryable, id: string): Promise<AdminUser> {
  const [row] = await db.select({ user: users }).from(users).where(eq(users.id, id));
  if (!row) throw notFound(userMessages.userNotFound);
  const [stats] = await db
    .select({ total: count(), last: max(bookings.createdAt) })
    .from(bookings)
    .where(eq(bookings.userId, id));
  return toAdminUser(row.user, stats?.total ?? 0, stats?.last ?? null);
}

/**
 * Block or unblock; a blocked customer's token is refused at the next request (plugins/auth.ts),
 * and blocking ends every session for good: unblocking does not bring old tokens back.
 */
export async function setUserStatus(
  db: Queryable,
  id: string,
  status: UserStatus,
  audit: AuditContext,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!before) throw notFound(userMessages.userNotFound);
    await tx
      .update(users)
      .set(status === 'blocked' ? { status, tokensValidAfter: new Date() } : { status })
      .where(eq(users.id, id));
    const action = status === 'blocked' ? 'user.block' : 'user.unblock';
    await recordAudit(tx, { ...audit, action, targetType: 'user', targetId: id, before, after: { status } });
  });
  return getUser(db, id);
}

/** Deletes the account; its bookings stay (user_id becomes null) and the e-mail is free again. */
export async function deleteUser(db: Queryable, id: string, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) throw notFound(userMessages.userNotFound);
    const before = { email: row.email, firstName: row.firstName, lastName: row.lastName, status: row.status };
    await recordAudit(tx, { ...audit, action: 'user.delete', targetType: 'user', targetId: id, before });
  });
}

/** The customer edits their own name and phone number (docs/product.md#23-visitor-and-customer-screens); the e-mail stays. */
export async function updateProfile(
  db: Queryable,
  id: string,
  input: { firstName: string; lastName: string; phoneNumber: string; language?: Language | undefined },
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      ...(input.language ? { language: input.language } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(userMessages.userNotFound);
  return toUser(row);
}
