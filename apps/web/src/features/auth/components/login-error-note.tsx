import { CircleAlert } from 'lucide-react';
import { useErrorMessage } from '@/lib/i18n/error-message';

/**
 * The refused login's message beside the form, where it stays until the next attempt; the spec's
 * 4-second toast says it too (docs/product.md#8-errors-and-messages).
 */
export function LoginErrorNote({ error, fallback }: { error: unknown; fallback: string }) {
  const errorMessage = useErrorMessage();
  if (!error) return null;
  return (
    <p
      role="alert"
      data-testid="login-error"
      className="flex items-start gap-2 rounded-xl border border-danger-600 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {errorMessage(error, fallback)}
    </p>
  );
}
