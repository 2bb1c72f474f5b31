import { MAX_REJECT_REASON_LENGTH, deskMessages } from '@skylark/contract';
import { useState } from 'react';
import { ConfirmDialog, Textarea } from '@/components/ui';

/** Asks before rejecting one or several bookings, with an optional note to the customer (docs/product.md#145-the-booking-desk). */
export function RejectDialog({
  open,
  onOpenChange,
  count,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** how many selected bookings; none for a single booking */
  count?: number;
  pending?: boolean;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const change = (next: boolean) => {
    if (!next) setReason('');
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      title={count === undefined ? deskMessages.rejectTitle : deskMessages.rejectBulkTitle(count)}
      message={deskMessages.rejectDescription}
      confirmLabel="Reject"
      pending={pending}
      onConfirm={() => onConfirm(reason.trim() || undefined)}
    >
      <div className="mt-4">
        <Textarea
          label={deskMessages.rejectReasonLabel}
          value={reason}
          maxLength={MAX_REJECT_REASON_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
