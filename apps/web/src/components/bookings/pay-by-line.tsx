import { payByMessage } from '@skylark/contract';
import { Clock } from 'lucide-react';
import { formatLocalDateTimeZoned } from '@/lib/format';

/** "Pay by Nov 27, 2026 08:15 CET": a pending booking's deadline in the reader's own zone. */
export function PayByLine({ payBy }: { payBy: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-navy-900" data-testid="pay-by">
      <Clock className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
      {payByMessage(formatLocalDateTimeZoned(payBy))}
    </p>
  );
}
