import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClasses, describedBy, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  options?: readonly SelectOption[];
  placeholder?: string;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label (options as a list, or as children). */
export function Select({
  label,
  error,
  hint,
  requiredMark,
  options,
  placeholder,
  containerClassName,
  className,
  id,
  required,
  children,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field
      id={selectId}
      label={label}
      required={requiredMark ?? required}
      error={error}
      hint={hint}
      className={containerClassName}
    >
      <div className="relative">
        <select
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={controlClasses(Boolean(error), `h-11 appearance-none pr-10 ${className ?? ''}`)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}
