import type { BookingAction } from '@skylark/contract';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui';

/** Approve and Reject, offered only while a booking is PENDING. */
export function DecisionButtons({
  pending,
  onDecide,
  label,
}: {
  pending: boolean;
  onDecide: (action: BookingAction) => void;
  label?: string;
}) {
  return (
    <>
      <Button
        variant="success"
        size="sm"
        disabled={pending}
        aria-label={label ? `Approve ${label}` : undefined}
        icon={<Check className="size-4" aria-hidden="true" />}
        onClick={() => onDecide('approve')}
      >
        Approve
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        aria-label={label ? `Reject ${label}` : undefined}
        icon={<X className="size-4" aria-hidden="true" />}
        onClick={() => onDecide('reject')}
      >
        Reject
      </Button>
    </>
  );
}
