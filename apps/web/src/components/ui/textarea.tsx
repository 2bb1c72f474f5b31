import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, useFieldControl, type LabelledControlProps } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, LabelledControlProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with its label, hint and error. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const { field, control, invalid, rest } = useFieldControl(props);
  return (
    <Field {...field}>
      <textarea
        {...control}
        rows={rows}
        className={controlClasses(invalid, `py-2.5 ${className ?? ''}`)}
        {...rest}
      />
    </Field>
  );
}
