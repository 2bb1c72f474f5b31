import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@skylark/contract';
import { hashPassword } from '../lib/password';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/** The demo's registered customers: User Management has people to search, page, view and block. */
const DEMO_CUSTOMERS = [
  ['Ana', 'Popescu', '0721345678'],
  ['James', 'Smith', '2125550147'],
  ['Amira', 'Haddad', '97145550123'],
  ['Lars', 'Nielsen', '4532145678'],
  ['Sofia', 'Garcia', '34912345678'],
  ['Mihai', 'Ionescu', '0744123456'],
  ['Olivia', 'Brown', '4165550198'],
  ['Marco', 'Rossi', '0612345678'],
  ['Zofia', 'Kowalski', '48221234567'],
  ['Claire', 'Dubois', '0142345678'],
  ['Omar', 'Khan', '97155501234'],
  ['Ingrid', 'Andersen', '4722123456'],
  ['Sean', 'Murphy', '3531234567'],
  ['Yuki', 'Tanaka', '0312345678'],
] as const;

export interface DemoCustomer {
  id: string;
  name: string;
  email: string;
}

/**
 * Inserts the demo customers, registered over the 90 days before `now`; the last one is blocked.
 * Their password is random and never shown: the accounts are there to be managed, and anyone who
 * wants to sign in as one goes through the password reset like a real customer.
 */
export async function insertDemoCustomers(db: Queryable, now: Date): Promise<DemoCustomer[]> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const rows = await db
    .insert(users)
    .values(
      DEMO_CUSTOMERS.map(([firstName, lastName, phoneNumber], index) => {
        const joined = new Date(now.getTime() - (90 - index * 6) * DAY_MS);
        return {
          firstName,
          lastName,
          email: `${firstName}.${lastName}@example.com`.toLowerCase(),
          phoneNumber,
          passwordHash,
          status: index === DEMO_CUSTOMERS.length - 1 ? ('blocked' as const) : ('active' as const),
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email });
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, email: r.email }));
}
