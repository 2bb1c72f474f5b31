import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClasses, Field, useFieldControl, type LabelledControlProps } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, LabelledControlProps {
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A text field with its label, an optional required mark, a hint and an error. */
export function Input({ className, trailing, ...props }: InputProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <div className="relative">
        <input
          {...control}
          className={controlClasses(invalid, `h-11 ${trailing ? 'pe-11' : ''} ${className ?? ''}`)}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>}
      </div>
    </Field>
  );
}
