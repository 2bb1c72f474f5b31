import { type AdminRole, type TeamMember, MAX_TEAM_MEMBERS, teamMessages } from '@skylark/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { admins, type AdminRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { iso } from '../../lib/units';
import { type AuditContext, recordAudit } from '../audit';

export const toTeamMember = (row: AdminRow): TeamMember => ({
  _id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  teamRole: row.teamRole,
  lastLoginAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
  mfaEnabled: row.mfaEnabledAt !== null,
  createdAt: iso(row.createdAt),
});

/** GET /admin/team: every administrator, oldest first. */
export async function listTeam(db: Queryable): Promise<TeamMember[]> {
  const rows = await db
    .select()
    .from(admins)
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(MAX_TEAM_MEMBERS);
  return rows.map(toTeamMember);
}

export async function getTeamMember(db: Queryable, id: string): Promise<TeamMember> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound(teamMessages.memberNotFound);
  return toTeamMember(row);
}

/**
 * Locks every administrator row, so concurrent changes see each other: the caller must still be
 * an admin, the target exists and is not the caller, and one admin always remains.
 */
async function lockTeam(tx: Queryable, by: AdminRow, id: string, leavesAdmin: boolean) {
  if (id === by.id) throw forbidden(teamMessages.notYourself);
  const rows = await tx.select().from(admins).orderBy(asc(admins.id)).for('update');
  if (rows.find((r) => r.id === by.id)?.teamRole !== 'admin')
    throw forbidden(teamMessages.agentForbidden, 'ROLE_NOT_ALLOWED');
  const target = rows.find((r) => r.id === id);
  if (!target) throw notFound(teamMessages.memberNotFound);
  const adminsLeft = rows.filter((r) => r.teamRole === 'admin');
  if (target.teamRole === 'admin' && !leavesAdmin && adminsLeft.length <= 1)
    throw conflict(teamMessages.lastAdmin, 'LAST_ADMIN');
  return target;
}

/** PATCH /admin/team/{id}: takes effect on the member's next request (the guard reads the row). */
export async function changeRole(
  db: Db,
  by: AdminRow,
  id: string,
  teamRole: AdminRole,
  audit: AuditContext,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const target = await lockTeam(tx, by, id, teamRole === 'admin');
    const [row] = await tx.update(admins).set({ teamRole }).where(eq(admins.id, id)).returning();
    await recordAudit(tx, {
      ...audit,
      action: 'team.role_change',
      targetType: 'admin',
      targetId: id,
      before: { email: target.email, teamRole: target.teamRole },
      after: { email: target.email, teamRole },
    });
    return toTeamMember(row!);
  });
}

/** DELETE /admin/team/{id}: the account goes, and with it every token it holds. */
export async function removeMember(db: Db, by: AdminRow, id: string, audit: AuditContext): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTeam(tx, by, id, false);
    await tx.delete(admins).where(eq(admins.id, id));
    await recordAudit(tx, {
      ...audit,
      action: 'team.remove',
      targetType: 'admin',
      targetId: id,
      before: { email: target.email, teamRole: target.teamRole },
    });
  });
}
