import { CUSTOMER_OVERVIEW_LIMIT, type CustomerOverview } from '@skylark/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactMessages } from '../../db/contact-schema';
import { auditEvents, bookings, newsletterSubscribers } from '../../db/schema';
import { isoOrNull } from '../../lib/units';
import { labelOf, targetLabels, toAuditEvent } from '../audit';
import { loadBookings } from '../bookings';
import { listContactMessagesWhere } from '../contact';
import { getUser } from './service';

/**
 * GET /admin/users/{id}/overview (docs/product.md#122-one-view-per-customer): the customer, their bookings of every
 * status, the contact messages sent from their e-mail address, their newsletter state and the
 * audit events about them or their bookings; each list newest first and bounded.
 */
export async function customerOverview(db: Queryable, id: string): Promise<CustomerOverview> {
  const user = await getUser(db, id);
  const email = user.email.toLowerCase();
  const [booked, messages, [subscriber]] = await Promise.all([
    loadBookings(db, eq(bookings.userId, id), { limit: CUSTOMER_OVERVIEW_LIMIT, offset: 0 }),
    listContactMessagesWhere(db, sql`lower(${contactMessages.email}) = ${email}`, CUSTOMER_OVERVIEW_LIMIT),
    db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
  ]);
  // about any booking of the account, not only the newest shown
  const aboutBookings = sql`${auditEvents.targetType} = 'booking' and ${auditEvents.targetId} in (select ${bookings.id}::text from ${bookings} where ${bookings.userId} = ${id})`;
  const events = await db
    .select()
    .from(auditEvents)
    .where(or(and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, id)), aboutBookings))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.seq))
    .limit(CUSTOMER_OVERVIEW_LIMIT);
  const labels = await targetLabels(db, events);
  return {
    user,
    bookings: booked,
    messages,
    newsletter: subscriber
      ? {
          status: subscriber.status,
          since: subscriber.createdAt.toISOString(),
          confirmedAt: isoOrNull(subscriber.confirmedAt),
        }
      : null,
    auditEvents: events.map((row) => toAuditEvent(row, labelOf(labels, row))),
  };
}
