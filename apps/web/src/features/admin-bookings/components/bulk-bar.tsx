import { deskMessages } from '@skylark/contract';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui';

/** What to do with the selected bookings: one confirmation for all of them. */
export function BulkBar({
  count,
  pending,
  onApprove,
  onReject,
}: {
  count: number;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={deskMessages.selectedCount(count)}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-navy-100 bg-white p-3 shadow-card"
    >
      <p className="text-sm font-semibold text-navy-900">{deskMessages.selectedCount(count)}</p>
      <div className="ml-auto flex gap-2">
        <Button
          variant="success"
          size="sm"
          disabled={pending}
          icon={<Check className="size-4" aria-hidden="true" />}
          onClick={onApprove}
        >
          {deskMessages.approveSelected}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={pending}
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={onReject}
        >
          {deskMessages.rejectSelected}
        </Button>
      </div>
    </div>
  );
}
