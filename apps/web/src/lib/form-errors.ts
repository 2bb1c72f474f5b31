import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * The server's field errors shown at the form's own fields, without the "field: " prefix of the
 * answer's message (docs/product.md §2.5). Answers the text for a toast: the first field's message
 * when the form names that field, else the server's message or the fallback.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fallback: string,
  fields: readonly Path<T>[],
  setError?: UseFormSetError<T>,
): string {
  if (!(error instanceof ApiError)) return errorMessage(error, fallback);
  const known = error.errors.filter((e): e is { field: Path<T>; message: string } =>
    (fields as readonly string[]).includes(e.field),
  );
  known.forEach((e, index) =>
    setError?.(e.field, { type: 'server', message: e.message }, { shouldFocus: index === 0 }),
  );
  const first = error.errors[0];
  if (first && known.includes(first as (typeof known)[number])) return first.message;
  return errorMessage(error, fallback);
}
