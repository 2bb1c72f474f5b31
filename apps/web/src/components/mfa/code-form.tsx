import { mfaMessages } from '@skylark/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, type ButtonProps, Input, cn } from '@/components/ui';

export interface CodeFormProps {
  label: string;
  submitLabel: ReactNode;
  pending: boolean;
  /** the server's refusal, shown under the field */
  error?: string;
  onSubmit: (code: string) => void;
  /** 6 for an app code; more when a recovery code (xxxxx-xxxxx) is welcome too */
  maxLength?: number;
  variant?: ButtonProps['variant'];
  /** field and button side by side from the small breakpoint up */
  inline?: boolean;
  children?: ReactNode;
}

/** One code field and its button: spaces are ignored, an empty field is refused before any request. */
export function CodeForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
  maxLength = 6,
  variant,
  inline = false,
  children,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    setMissing(value === '');
    if (value) onSubmit(value);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-3', inline && 'sm:flex-row sm:items-end')}
    >
      <Input
        label={label}
        inputMode={maxLength === 6 ? 'numeric' : undefined}
        autoComplete="one-time-code"
        maxLength={maxLength}
        requiredMark
        className={inline ? 'sm:w-48' : undefined}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={missing ? mfaMessages.codeRequired : error}
      />
      <Button type="submit" variant={variant} loading={pending}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
