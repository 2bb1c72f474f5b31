import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlClasses, describedBy, Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shows the required mark; the browser check is left to `required` itself. */
  requiredMark?: boolean;
  containerClassName?: string;
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A text field with its label, an optional required mark, a hint and an error. */
export function Input({
  label,
  error,
  hint,
  requiredMark,
  containerClassName,
  className,
  id,
  trailing,
  required,
  ...rest
}: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field
      id={inputId}
      label={label}
      required={requiredMark ?? required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <div className="relative">
        <input
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={controlClasses(Boolean(error), `h-11 ${trailing ? 'pr-11' : ''} ${className ?? ''}`)}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
    </Field>
  );
}
