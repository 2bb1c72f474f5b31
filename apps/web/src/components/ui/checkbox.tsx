import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, description, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <input
        id={boxId}
        type="checkbox"
        aria-describedby={description ? `${boxId}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-navy-300 accent-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={boxId} className="font-medium text-navy-800">
          {label}
        </label>
        {description && (
          <p id={`${boxId}-description`} className="text-navy-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
