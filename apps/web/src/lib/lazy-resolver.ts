import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads with the form's first validation, with zod and the schema it brings,
 * instead of with the page (docs/product.md §24.1). It validates exactly as the loaded one does.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}
