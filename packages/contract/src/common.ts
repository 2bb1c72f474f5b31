import { isoDayOf } from './format';
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParams = z.object({ id: idSchema });

/**
 * One required property per key, each a `value`, and no other: what `z.record(z.enum(keys), value)`
 * accepts, with each key named in the OpenAPI document.
 */
export function objectOfKeys<const K extends string, V extends z.ZodType>(keys: readonly K[], value: V) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
}

/** page and limit of every list call; a limit above 100 is capped to 100 (docs/product.md#11-the-apis-shape), not refused. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const INVALID_DAY_MESSAGE = 'Use a real calendar day in the format yyyy-MM-dd';

/** 2026-02-30 and year 0 (which PostgreSQL does not have) are not days. */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && isoDayOf(date) === value;
}

/** A real calendar day, yyyy-MM-dd. */
export const isoDay = z
  .string()
  .length(10, { message: INVALID_DAY_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY_MESSAGE)
  .refine(isRealDay, INVALID_DAY_MESSAGE);

export const isoDateTime = z.iso.datetime({ offset: true });
