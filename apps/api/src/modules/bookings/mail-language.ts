import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type BookingRow, users } from '../../db/schema';

/**
 * For bookings about to be mailed: a function that gives a booking row in the language of its mails,
 * its owner's profile language, else the one it was made in (docs/product.md#1418-languages-of-e-mails-and-documents),
 * as the booking answer's `language` says.
 */
export async function mailLanguageOf(
  db: Queryable,
  rows: BookingRow[],
): Promise<(booking: BookingRow) => BookingRow> {
  const owners = [...new Set(rows.flatMap((b) => (b.userId ? [b.userId] : [])))];
  const found =
    owners.length === 0
      ? []
      : await db
          .select({ id: users.id, language: users.language })
          .from(users)
          .where(inArray(users.id, owners));
  const languages = new Map(found.map((u) => [u.id, u.language]));
  return (b) => ({ ...b, language: (b.userId && languages.get(b.userId)) || b.language });
}
