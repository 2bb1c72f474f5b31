import { type ContactMessage, type ContactPage, type Language, siteMessages } from '@skylark/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  contactMessages,
  contactReplies,
  type ContactMessageRow,
  type ContactReplyRow,
} from '../../db/contact-schema';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  /** an accommodation request from a booking's page, and its booking's tracking ID */
  topic?: 'ACCOMMODATION';
  bookingReference?: string;
  /** the language of the request that wrote it, its answers' (English unless named) */
  language?: Language;
}

const toMessage = (
  row: ContactMessageRow,
  replies: ContactReplyRow[],
  accounts: Map<string, string> = new Map(),
): ContactMessage => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  replies: replies.map((r) => ({ body: r.body, sentAt: r.sentAt.toISOString(), adminEmail: r.adminEmail })),
  accountId: accounts.get(row.email.toLowerCase()) ?? null,
  topic: row.topic,
  bookingReference: row.bookingReference,
});

/** The customer accounts of the senders, by lower-cased e-mail (accounts store theirs lower-cased). */
async function accountsOf(db: Queryable, rows: ContactMessageRow[]): Promise<Map<string, string>> {
  const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))];
  if (emails.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(found.map((u) => [u.email, u.id]));
}

/** The one write path of contact_messages. */
export async function insertContactMessage(db: Queryable, input: ContactInput): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return toMessage(row!, []);
}

async function repliesOf(db: Queryable, ids: string[]): Promise<Map<string, ContactReplyRow[]>> {
  const byMessage = new Map<string, ContactReplyRow[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, ids))
    .orderBy(asc(contactReplies.sentAt));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** The inbox, newest first; `open` is every message not closed. */
export async function listContactMessages(
  db: Queryable,
  query: { page: number; limit: number; status?: 'open' | 'closed' | undefined },
): Promise<ContactPage> {
  let where: SQL | undefined;
  if (query.status === 'open') where = ne(contactMessages.status, 'closed');
  if (query.status === 'closed') where = eq(contactMessages.status, 'closed');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [replies, accounts] = await Promise.all([
    repliesOf(
      db,
      rows.map((r) => r.id),
    ),
    accountsOf(db, rows),
  ]);
  return {
    data: rows.map((row) => toMessage(row, replies.get(row.id) ?? [], accounts)),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalMessages: total,
  };
}

/** The messages meeting `where`, newest first, at most `limit` (the customer page, docs/product.md#122-one-view-per-customer). */
export async function listContactMessagesWhere(
  db: Queryable,
  where: SQL,
  limit: number,
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  const [replies, accounts] = await Promise.all([
    repliesOf(
      db,
      rows.map((r) => r.id),
    ),
    accountsOf(db, rows),
  ]);
  return rows.map((row) => toMessage(row, replies.get(row.id) ?? [], accounts));
}

export async function unreadContactCount(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  return row?.n ?? 0;
}

/** Opening a new message marks it read. */
export async function openContactMessage(db: Queryable, id: string): Promise<ContactMessage> {
  await db
    .update(contactMessages)
    .set({ status: 'read' })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')));
  return getContactMessage(db, id);
}

export async function getContactMessage(db: Queryable, id: string): Promise<ContactMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound(siteMessages.messageNotFound);
  const [replies, accounts] = await Promise.all([repliesOf(db, [id]), accountsOf(db, [row])]);
  return toMessage(row, replies.get(id) ?? [], accounts);
}

/** The language a message's answers are written in: the one of the request that wrote it. */
export async function senderLanguage(db: Queryable, id: string): Promise<Language> {
  const [row] = await db
    .select({ language: contactMessages.language })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row?.language ?? 'en';
}

/** A message's status, its row locked for the change; 404 when there is none. */
async function lockedMessage(tx: Queryable, id: string): Promise<{ status: ContactMessage['status'] }> {
  const [row] = await tx
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!row) throw notFound(siteMessages.messageNotFound);
  return row;
}

/**
 * Stores the answer and marks the message answered, in the audit trail; the caller e-mails it. A
 * closed message takes none.
 */
export async function replyToContactMessage(
  db: Queryable,
  id: string,
  adminEmail: string,
  body: string,
  audit: AuditContext,
): Promise<ContactMessage> {
  await db.transaction(async (tx) => {
    const row = await lockedMessage(tx, id);
    if (row.status === 'closed') throw conflict(siteMessages.messageClosedAlready, 'MESSAGE_CLOSED');
    await tx.insert(contactReplies).values({ messageId: id, adminEmail, body });
    await tx.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      ...audit,
      action: 'contact.reply',
      targetType: 'contact_message',
      targetId: id,
      before: { status: row.status },
      after: { status: 'answered', replyLength: body.length },
    });
  });
  return getContactMessage(db, id);
}

/** Closes a message, in the audit trail. */
export async function closeContactMessage(
  db: Queryable,
  id: string,
  audit: AuditContext,
): Promise<ContactMessage> {
  await db.transaction(async (tx) => {
    const row = await lockedMessage(tx, id);
    await tx.update(contactMessages).set({ status: 'closed' }).where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      ...audit,
      action: 'contact.close',
      targetType: 'contact_message',
      targetId: id,
      before: { status: row.status },
      after: { status: 'closed' },
    });
  });
  return getContactMessage(db, id);
}
