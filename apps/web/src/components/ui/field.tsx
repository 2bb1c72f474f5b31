import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { useRegionTranslation } from '@/lib/i18n/language-region';

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** false when a summary above the form already announces the problems */
  announceError?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function Field({
  id,
  label,
  required,
  error,
  announceError = true,
  hint,
  className,
  children,
}: FieldProps) {
  const { t } = useRegionTranslation('ui');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-navy-800">
          {label}
        </label>
        {required && (
          <span className="text-sm text-danger-600" aria-hidden="true" title={t('required')}>
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-navy-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          role={announceError ? 'alert' : undefined}
          className="text-xs font-medium text-danger-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = (invalid: boolean, className?: string) =>
  cn(
    'w-full rounded-lg border bg-white px-3 text-navy-900 placeholder:text-navy-400 shadow-sm transition-colors',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500',
    'disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500',
    invalid ? 'border-danger-600' : 'border-navy-200 hover:border-navy-300',
    className,
  );

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** The props every labelled control (input, select, textarea) takes besides its native ones. */
export interface LabelledControlProps {
  label: ReactNode;
  error?: string;
  /** false when a summary above the form already announces the problems */
  announceError?: boolean;
  hint?: ReactNode;
  /** Shows the required mark; the browser check is left to `required` itself. */
  requiredMark?: boolean;
  containerClassName?: string;
  id?: string;
  required?: boolean;
}

/**
 * Splits a labelled control's props: `field` for the Field around it, `control` (id, required and the
 * aria wiring to the hint or error) for the native element, and `rest` for everything else.
 */
export function useFieldControl<P extends LabelledControlProps>(props: P) {
  const { label, error, announceError, hint, requiredMark, containerClassName, id, required, ...rest } =
    props;
  const generated = useId();
  const controlId = id ?? generated;
  return {
    field: {
      id: controlId,
      label,
      required: requiredMark ?? required,
      error,
      announceError,
      hint,
      className: containerClassName,
    },
    control: {
      id: controlId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(controlId, error, hint),
    },
    invalid: Boolean(error),
    rest,
  };
}
