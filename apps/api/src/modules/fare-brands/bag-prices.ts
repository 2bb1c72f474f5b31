import { type ClassType, flightMessages } from '@skylark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bagPrices, flights } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';
import { forgetFareBrands, readBagPrices } from './settings';

/** An administrator sets a class's bag price, audited with the price it replaced; bookings already made keep theirs. */
export async function updateBagPrice(
  db: Db,
  classType: ClassType,
  priceCents: number,
  audit: AuditContext,
): Promise<Record<ClassType, number>> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${bagPrices} where ${bagPrices.classType} = ${classType} for update`);
    const before = (await readBagPrices(tx))[classType];
    await tx
      .insert(bagPrices)
      .values({ classType, priceCents })
      .onConflictDoUpdate({ target: bagPrices.classType, set: { priceCents, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      ...audit,
      action: 'bag_prices.update',
      targetType: 'bag_prices',
      targetId: classType,
      before: { classType, priceCents: before },
      after: { classType, priceCents },
    });
    return readBagPrices(tx);
  });
  forgetFareBrands(db);
  return result;
}

/** A flight's bag cap and the extra bags sold on it, the active passengers' (docs/product.md#1419-paid-bags). */
export async function bagCapOf(q: Queryable, flightId: string) {
  const { rows } = await q.execute<{ bag_cap: number | null; sold: string | number }>(sql`
    select f.bag_cap, (select coalesce(sum(p.extra_bags), 0) from booking_passengers p
                       where p.flight_id = f.id and p.active) as sold
    from ${flights} f where f.id = ${flightId}`);
  const row = rows[0];
  if (!row) throw notFound(flightMessages.flightNotFound);
  return { flightId, bagCap: row.bag_cap, sold: Number(row.sold) };
}

/** An administrator caps a flight's extra bags (null: no cap), audited; bags sold beyond a lowered cap stay sold. */
export async function updateBagCap(db: Db, flightId: string, bagCap: number | null, audit: AuditContext) {
  return db.transaction(async (tx) => {
    const before = await bagCapOf(tx, flightId);
    await tx.update(flights).set({ bagCap }).where(eq(flights.id, flightId));
    await recordAudit(tx, {
      ...audit,
      action: 'flight.bag_cap',
      targetType: 'flight',
      targetId: flightId,
      before: { bagCap: before.bagCap },
      after: { bagCap },
    });
    return { ...before, bagCap };
  });
}
