import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParams = z.object({ id: idSchema });

/** page and limit of every list call; a limit above 100 is capped to 100 (decisions §2), not refused. */
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

/** A calendar day, yyyy-MM-dd. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-MM-dd');

export const isoDateTime = z.iso.datetime({ offset: true });
