import {
  CLASS_TYPES,
  FARE_BRANDS,
  type ClassType,
  type FareBrandSettings,
  type FareBrandsUpdate,
  brandTermsSchema,
  defaultFareBrandSettings,
  DEFAULT_BAG_PRICE_CENTS,
} from '@skylark/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bagPrices, fareBrands, type FareBrandRow } from '../../db/schema';
import type { AuditContext } from '../audit';
import { recordAudit } from '../audit';

/** The fare brands of every class as set (docs/product.md#1416-fare-brands); a missing row keeps its default. */
export const readFareBrands = async (q: Queryable): Promise<FareBrandSettings> =>
  settingsOf(await q.select().from(fareBrands));

function settingsOf(rows: Pick<FareBrandRow, 'classType' | 'brand' | 'terms'>[]): FareBrandSettings {
  const settings = defaultFareBrandSettings();
  for (const row of rows) {
    const terms = brandTermsSchema.safeParse(row.terms);
    if (terms.success && CLASS_TYPES.includes(row.classType) && FARE_BRANDS.includes(row.brand))
      settings[row.classType][row.brand] = terms.data;
  }
  return settings;
}

/** The settings bookings are priced with, and what create_bookings compares with the table. */
export interface FareBrandsAsRead {
  settings: FareBrandSettings;
  /** the price of an extra bag per class, in cents (docs/product.md#1419-paid-bags) */
  bagCents: Record<ClassType, number>;
  /** the md5 of the rows as `db/functions/fare_brands_rows.sql` gives them */
  md5: string;
}

/** Per database: the settings as last read. A booking priced with stale ones is refused (SKY01) and priced again. */
const seen = new WeakMap<Db, FareBrandsAsRead>();

export async function fareBrandsAsRead(db: Db): Promise<FareBrandsAsRead> {
  const known = seen.get(db);
  if (known) return known;
  // the rows and their md5 in one statement, so of one moment
  const { rows } = await db.execute<{
    rows: Pick<FareBrandRow, 'classType' | 'brand' | 'terms'>[];
    md5: string;
  }>(sql`select f.brands as rows, md5(f.brands::text) as md5 from fare_brands_rows() as f(brands)`);
  const read = { settings: settingsOf(rows[0]!.rows), bagCents: await readBagPrices(db), md5: rows[0]!.md5 };
  seen.set(db, read);
  return read;
}

export const forgetFareBrands = (db: Db) => seen.delete(db);

/** An administrator sets the three brands of a class, audited with what they replaced. */
export async function updateFareBrands(
  db: Db,
  classType: ClassType,
  update: FareBrandsUpdate,
  audit: AuditContext,
): Promise<FareBrandSettings> {
  const result = await db.transaction(async (tx) => {
    // one administrator's edit at a time: the audit's "before" is what this edit replaced
    await tx.execute(
      sql`select 1 from ${fareBrands} where ${fareBrands.classType} = ${classType} for update`,
    );
    const before = (await readFareBrands(tx))[classType];
    for (const brand of FARE_BRANDS)
      await tx
        .insert(fareBrands)
        .values({ classType, brand, terms: update[brand] })
        .onConflictDoUpdate({
          target: [fareBrands.classType, fareBrands.brand],
          set: { terms: update[brand], updatedAt: sql`now()` },
        });
    await recordAudit(tx, {
      ...audit,
      action: 'fare_brands.update',
      targetType: 'fare_brands',
      targetId: classType,
      before: { classType, ...before },
      after: { classType, ...update },
    });
    return readFareBrands(tx);
  });
  forgetFareBrands(db);
  return result;
}

/** The price of an extra bag per class, in cents (docs/product.md#1419-paid-bags); a missing row keeps its default. */
export async function readBagPrices(q: Queryable): Promise<Record<ClassType, number>> {
  const prices = { ...DEFAULT_BAG_PRICE_CENTS };
  for (const row of await q.select().from(bagPrices))
    if (CLASS_TYPES.includes(row.classType)) prices[row.classType] = row.priceCents;
  return prices;
}
