import type { AuditEvent } from '@skylark/contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { admins, users, type AuditEventRow } from '../../db/schema';

type Actor = Pick<AuditEventRow, 'actorId' | 'actorRole'>;
export type ActorName = Pick<AuditEvent, 'actorName' | 'actorTitle'>;

const TEAM_TITLES = { admin: 'Administrator', agent: 'Agent' } as const;

/**
 * Who each event's actor is, by `role:id` (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles): a team member's name and team role
 * ("Grace Hopper", "Agent"), a customer's name; none for the product itself or an anonymous visitor.
 */
export async function actorNames(db: Queryable, rows: Actor[]): Promise<Map<string, ActorName>> {
  const ids = (role: string) => [
    ...new Set(rows.filter((r) => r.actorRole === role && r.actorId).map((r) => r.actorId!)),
  ];
  const adminIds = ids('admin');
  const userIds = ids('user');
  const [adminRows, userRows] = await Promise.all([
    adminIds.length
      ? db
          .select({
            id: admins.id,
            firstName: admins.firstName,
            lastName: admins.lastName,
            teamRole: admins.teamRole,
          })
          .from(admins)
          .where(inArray(admins.id, adminIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
  ]);
  const names = new Map<string, ActorName>();
  for (const a of adminRows)
    names.set(`admin:${a.id}`, {
      actorName: `${a.firstName} ${a.lastName}`.trim() || null,
      actorTitle: TEAM_TITLES[a.teamRole],
    });
  for (const u of userRows)
    names.set(`user:${u.id}`, {
      actorName: `${u.firstName} ${u.lastName}`.trim() || null,
      actorTitle: 'Customer',
    });
  return names;
}

const SYSTEM: ActorName = { actorName: 'Skylark', actorTitle: 'System' };
const NOBODY: ActorName = { actorName: null, actorTitle: null };

export const actorOf = (names: Map<string, ActorName>, row: Actor): ActorName =>
  row.actorRole === 'system' ? SYSTEM : (names.get(`${row.actorRole}:${row.actorId ?? ''}`) ?? NOBODY);
