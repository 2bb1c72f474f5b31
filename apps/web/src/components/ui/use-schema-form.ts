import { useMemo, useRef, useState } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import type { Language } from '@skylark/contract';
import { ApiError, NetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { fieldError } from '@/lib/i18n/field-error';
import { useRegionLanguage } from '@/lib/i18n/language-region';
import { loadOnFirstUse } from '@/lib/load-on-first-use';

/** A form's schema, or a loader of it when zod should load with the first check (docs/product.md#102-what-the-public-pages-load-first). */
export type FormSchema<TIn extends FieldValues, TOut> =
  ZodType<TOut, TIn> | (() => Promise<ZodType<TOut, TIn>>);

export interface SchemaFormOptions<TIn extends FieldValues, TOut> extends Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver' | 'shouldFocusError'
> {
  schema: FormSchema<TIn, TOut>;
}

/** A refusal as the form shows it: its text, and whether fields of the form carry its errors. */
export interface ServerProblem {
  message: string;
  marked: boolean;
}

export interface SchemaForm<TIn extends FieldValues, TOut = TIn> extends UseFormReturn<TIn, unknown, TOut> {
  /** the path of the first problem among `errors`, in the schema's order */
  firstProblem: (errors: object) => string | null;
  /** the server's refusal, shown above the fields when the form has a summary */
  summary: string | null;
  setSummary: (message: string | null) => void;
  /** the path of the problem the form announces and focuses: the last check's first */
  announced: string | null;
  /** asks the form to focus the field at `path` once it has rendered its errors */
  focusRequest: { path: string | null; attempt: number };
  requestFocus: (path: string | null) => void;
  /** forgets the announced problem and the summary, as a check that passes does */
  clearProblems: () => void;
  /**
   * Marks the server's field errors at the fields this form has and focuses the first of them; the
   * summary takes the refusal's text (the first field's message when a field shows it, else the
   * server's message or `fallback`), which it also answers.
   */
  showServerError: (error: unknown, fallback: string) => ServerProblem;
}

// the resolver brings zod: it loads with a form's first check, so a page shows its form without zod
const zodResolverOnFirstUse = loadOnFirstUse(() => import('@hookform/resolvers/zod'));

/**
 * The type of the form's root error when its check could not download (a phone offline for a moment):
 * the form says so with its fields, and the next try downloads it again.
 */
export const CHECK_NOT_LOADED = 'check-not-loaded';

const isLoader = <TIn extends FieldValues, TOut>(
  schema: FormSchema<TIn, TOut>,
): schema is () => Promise<ZodType<TOut, TIn>> => typeof schema === 'function';

/**
 * react-hook-form with the form's zod schema as its resolver; it remembers the first problem of each
 * check in the schema's own order, which is the order the spec names its rules in.
 */
export function useSchemaForm<TIn extends FieldValues, TOut = TIn>({
  schema,
  ...options
}: SchemaFormOptions<TIn, TOut>): SchemaForm<TIn, TOut> {
  const language = useRegionLanguage();
  const first = useRef<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ path: string | null; attempt: number }>({
    path: null,
    attempt: 0,
  });
  const resolver = useMemo<Resolver<TIn, unknown, TOut>>(() => {
    const load = isLoader(schema) ? loadOnFirstUse(schema) : () => Promise.resolve(schema);
    return async (values, context, options) => {
      const checker = await Promise.all([zodResolverOnFirstUse(), load()]).catch(() => null);
      if (!checker) {
        first.current = null;
        const message = errorMessage(new NetworkError(), '', language);
        return { values: {}, errors: { root: { type: CHECK_NOT_LOADED, message } } as FieldErrors<TIn> };
      }
      const [{ zodResolver }, loaded] = checker;
      const result = await zodResolver(loaded)(values, context, options);
      const issue =
        Object.keys(result.errors).length > 0 ? (await loaded.safeParseAsync(values)).error?.issues[0] : null;
      first.current = issue ? issue.path.map(String).join('.') : null;
      translateMessages(result.errors, language);
      return result;
    };
  }, [schema, language]);
  const form = useForm<TIn, unknown, TOut>({ ...options, resolver, shouldFocusError: false });
  const requestFocus = (path: string | null) =>
    setFocusRequest((previous) => ({ path, attempt: previous.attempt + 1 }));

  const showServerError = (error: unknown, fallback: string): ServerProblem => {
    const shown = error instanceof ApiError ? error.errors : [];
    const known = shown.filter((e) => get(form.control._defaultValues, e.field) !== undefined);
    for (const e of known)
      form.setError(e.field as Path<TIn>, { type: 'server', message: fieldError(e.message, language) });
    if (known[0]) requestFocus(known[0].field);
    const message =
      shown[0] && known[0] === shown[0]
        ? fieldError(shown[0].message, language)
        : errorMessage(error, fallback, language);
    setSummary(message);
    return { message, marked: known.length > 0 };
  };

  const clearProblems = () => {
    setSummary(null);
    setFocusRequest((previous) => ({ ...previous, path: null }));
  };

  return {
    ...form,
    announced: focusRequest.path,
    clearProblems,
    firstProblem: (errors) => firstProblemOf(errors, first.current),
    summary,
    setSummary,
    focusRequest,
    requestFocus,
    showServerError,
  };
}

/**
 * The one place a field error becomes the text a traveller reads: each message of the schema's
 * errors in the language of the form's part of the page (lib/i18n/field-error.ts), English unchanged.
 */
function translateMessages(node: unknown, language: Language): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof child === 'string')
      (node as { message: string }).message = fieldError(child, language);
    else translateMessages(child, language);
  }
}

/** The first problem's path: the remembered one when the errors hold it, else the first error's. */
function firstProblemOf(errors: object, remembered: string | null): string | null {
  if (remembered && get(errors, remembered)) return remembered;
  const walk = (node: unknown, path: string[]): string | null => {
    if (!node || typeof node !== 'object') return null;
    if ('message' in node && typeof node.message === 'string') return path.join('.');
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = walk(child, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return walk(errors, []);
}
