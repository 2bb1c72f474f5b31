import { mfaCodeBody } from '@skylark/contract';
import type { ReactNode } from 'react';
import { Button, type ButtonProps, Form, Input, cn, useSchemaForm } from '@/components/ui';

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

/**
 * One code field and its button, checked by the body's own code rule: spaces are ignored, an empty
 * field is refused before any request.
 */
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
  const form = useSchemaForm({ schema: mfaCodeBody, defaultValues: { code: '' } });
  const problem = form.formState.errors.code?.message;
  return (
    <Form
      form={form}
      onValid={({ code }) => onSubmit(code)}
      className={cn('flex flex-col gap-3', inline && 'sm:flex-row sm:items-end')}
    >
      <Input
        label={label}
        inputMode={maxLength === 6 ? 'numeric' : undefined}
        autoComplete="one-time-code"
        maxLength={maxLength}
        requiredMark
        className={inline ? 'sm:w-48' : undefined}
        error={problem ?? error}
        announceError={problem !== undefined}
        {...form.register('code')}
      />
      <Button type="submit" variant={variant} loading={pending}>
        {submitLabel}
      </Button>
      {children}
    </Form>
  );
}
