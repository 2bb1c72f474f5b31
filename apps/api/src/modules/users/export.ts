import type { AdminUserExportQuery } from '@skylark/contract';
import { and } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { csvStream, type CsvEnd, type CsvValue } from '../../lib/csv';
import { EXPORT_BATCH_SIZE, inBatches, keyset } from '../../lib/keyset';
import { iso } from '../../lib/units';
import { bookingCount, lastBookingAt, searchCondition } from './service';

const HEADER = [
  'ID',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Status',
  'Joined (UTC)',
  'Bookings',
  'Last booking (UTC)',
];

/** GET /admin/users/export.csv: every customer the search selects, newest first, streamed (docs/product.md#152-exports-and-the-manifest). */
export function usersCsv(db: Queryable, query: AdminUserExportQuery, onEnd?: CsvEnd): Readable {
  const order = keyset(users.createdAt, users.id, true);
  const where = searchCondition(query.search);
  const batches = inBatches(
    (after) =>
      db
        .select({ user: users, at: order.at, totalBookings: bookingCount, lastBooking: lastBookingAt })
        .from(users)
        .where(and(where, order.after(after)))
        .orderBy(...order.orderBy)
        .limit(EXPORT_BATCH_SIZE),
    (row) => ({ at: row.at, id: row.user.id }),
  );
  async function* rows(): AsyncGenerator<CsvValue[][]> {
    for await (const batch of batches) {
      yield batch.map(({ user, totalBookings, lastBooking }) => [
        user.id,
        user.firstName,
        user.lastName,
        user.email,
        user.phoneNumber,
        user.status,
        iso(user.createdAt),
        totalBookings,
        lastBooking ? iso(lastBooking) : '',
      ]);
    }
  }
  return csvStream(HEADER, rows(), onEnd);
}
