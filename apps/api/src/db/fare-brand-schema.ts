import { CLASS_TYPES, FARE_BRANDS, type BrandTerms } from '@skylark/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The fare brands of each class as an administrator set them (docs/product.md#1416-fare-brands, decision 100):
 * one row per class and brand, the defaults written by migration 0046. A booking copies the terms it buys.
 */
export const fareBrands = pgTable(
  'fare_brands',
  {
    classType: text('class_type', { enum: CLASS_TYPES }).notNull(),
    brand: text('brand', { enum: FARE_BRANDS }).notNull(),
    terms: jsonb('terms').$type<BrandTerms>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'fare_brands_pkey', columns: [t.classType, t.brand] })],
);

export type FareBrandRow = typeof fareBrands.$inferSelect;

/** The price of an extra checked bag per class (docs/product.md#1419-paid-bags), defaults written by migration 0047. */
export const bagPrices = pgTable(
  'bag_prices',
  {
    classType: text('class_type', { enum: CLASS_TYPES }).primaryKey(),
    priceCents: integer('price_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bag_prices_price_check', sql`${t.priceCents} >= 0`)],
);
