import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClasses, Field, useFieldControl, type LabelledControlProps } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, LabelledControlProps {
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Fields whose text runs left to right in every language: "+1 555…" and an address stay as typed. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

/** A text field with its label, an optional required mark, a hint and an error. */
export function Input({ className, trailing, ...props }: InputProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  const leftToRight = props.type !== undefined && LEFT_TO_RIGHT_TYPES.has(props.type);
  return (
    <Field {...field}>
      <div className="relative">
        <input
          {...control}
          dir={leftToRight ? 'ltr' : undefined}
          className={controlClasses(
            invalid,
            // on a right-to-left page such a field keeps the page's alignment
            `h-11 ${trailing ? 'pe-11' : ''} ${leftToRight ? 'rtl:text-right' : ''} ${className ?? ''}`,
          )}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>}
      </div>
    </Field>
  );
}
