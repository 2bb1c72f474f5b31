import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { FormSummary } from './form-summary';
import { CHECK_NOT_LOADED, type SchemaForm } from './use-schema-form';

/** The first problem of a check that failed: where it is and what it says. */
export interface FormProblem {
  path: string;
  message: string;
}

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  form: SchemaForm<TIn, TOut>;
  onValid: (values: TOut) => unknown;
  /** after the fields show their problems and the first has the focus, e.g. for the spec's toast */
  onInvalid?: (first: FormProblem | null, errors: FieldErrors<TIn>) => void;
  /** shows the server's refusal above the fields */
  summary?: boolean;
  children: ReactNode;
}

/**
 * Where focus goes for a problem at `path`: its field by name, else the field whose error is
 * announced (role="alert"), else the first invalid control; focus also scrolls it into view.
 */
function focusProblem(element: HTMLFormElement, path: string | null) {
  const named = path ? element.querySelector<HTMLElement>(`[name="${path}"]`) : null;
  const alert = element.querySelector<HTMLElement>('[role="alert"][id$="-error"]');
  const announced = alert ? element.ownerDocument.getElementById(alert.id.slice(0, -'-error'.length)) : null;
  (named ?? announced ?? element.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
}

/**
 * A form checked by its schema: every problem shows at its field, the first in the schema's order
 * takes the focus, and the server's refusal maps onto the fields (and the summary) through
 * `form.showServerError`.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onValid,
  onInvalid,
  summary = false,
  children,
  ...props
}: FormProps<TIn, TOut>) {
  const element = useRef<HTMLFormElement>(null);
  const { path, attempt } = form.focusRequest;
  useEffect(() => {
    if (attempt > 0 && element.current) focusProblem(element.current, path);
  }, [path, attempt]);

  const { root } = form.formState.errors;
  const notLoaded = root?.type === CHECK_NOT_LOADED ? (root.message ?? null) : null;

  const submit = form.handleSubmit(
    (values) => {
      form.clearProblems();
      return onValid(values);
    },
    (errors) => {
      // nothing is wrong with the fields: the form says the check did not download
      if (errors.root?.type === CHECK_NOT_LOADED) return;
      const first = form.firstProblem(errors);
      form.requestFocus(first);
      const message = first ? (get(errors, first) as { message?: string } | undefined)?.message : undefined;
      onInvalid?.(first && message ? { path: first, message } : null, errors);
    },
  );

  // a form without a summary lays its fields out as it likes, so the alert goes below it
  return (
    <>
      <form ref={element} noValidate onSubmit={submit} {...props}>
        {summary && <FormSummary message={notLoaded ?? form.summary} />}
        {children}
      </form>
      {!summary && <FormSummary message={notLoaded} className="mt-3" />}
    </>
  );
}
