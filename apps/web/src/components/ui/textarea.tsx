import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy, Field } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  label,
  error,
  hint,
  requiredMark,
  containerClassName,
  className,
  id,
  required,
  rows = 4,
  ...rest
}: TextareaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <Field
      id={areaId}
      label={label}
      required={requiredMark ?? required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <textarea
        id={areaId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        className={controlClasses(Boolean(error), `py-2.5 ${className ?? ''}`)}
        {...rest}
      />
    </Field>
  );
}
