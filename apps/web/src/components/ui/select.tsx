import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, Field, useFieldControl, type LabelledControlProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, LabelledControlProps {
  options?: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label (options as a list, or as children). */
export function Select({ options, placeholder, className, children, ...props }: SelectProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <div className="relative">
        <select
          {...control}
          className={controlClasses(invalid, `h-11 appearance-none pe-10 ${className ?? ''}`)}
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
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-navy-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}
