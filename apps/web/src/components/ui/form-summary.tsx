import { AlertCircle } from 'lucide-react';
import { cn } from './cn';

/** Why a form was not sent (the server's refusal, or a check that did not download), announced as an alert with its fields; nothing when there is none. */
export function FormSummary({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
