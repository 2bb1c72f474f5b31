import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnFirstUse } from '@/lib/load-on-first-use';

/**
 * A form resolver that loads with the form's first validation, with zod and the schema it brings,
 * instead of with the page (docs/product.md §10.2). It validates exactly as the loaded one does.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  const resolver = loadOnFirstUse(load);
  return async (values, context, options) => (await resolver())(values, context, options);
}
