import { REFUND_KIND_LABELS, type RefundOwed, markRefundPaidBody } from '@skylark/contract';
import { useState } from 'react';
import { Button, Dialog, Input } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { useToast } from '@/lib/toast';
import { useMarkRefundPaid } from '@/features/admin-refunds/api/refunds';

/** Records the transaction that sent a refund; the traveller is e-mailed its ID. */
export function MarkPaidDialog({ refund, onClose }: { refund: RefundOwed | null; onClose: () => void }) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const mark = useMarkRefundPaid();
  const [txid, setTxid] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setTxid('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!refund) return;
    // the amount and address read here: the server refuses them if the refund changed since
    const seen = {
      kind: refund.kind,
      txid,
      amountUsd: refund.amountUsd,
      amountBtc: refund.amountBtc,
      address: refund.address ?? '',
    };
    const parsed = markRefundPaidBody.safeParse(seen);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mark.mutate(
      { bookingId: refund.bookingId, body: { ...seen, txid: parsed.data.txid } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close();
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.errors.length > 0
              ? e.errors[0]!.message
              : errorMessage(e, 'Could not mark it paid'),
          ),
      },
    );
  };
  return (
    <Dialog
      open={refund !== null}
      onOpenChange={(open) => !open && !mark.isPending && close()}
      title="Mark refund paid"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={mark.isPending}>
            Back
          </Button>
          <Button onClick={submit} loading={mark.isPending}>
            Mark paid
          </Button>
        </>
      }
    >
      {refund && (
        <div className="space-y-3 text-sm text-navy-700">
          <p>
            {REFUND_KIND_LABELS[refund.kind]} of booking <strong>{refund.trackingId}</strong> to{' '}
            <span className="font-mono break-all">{refund.address}</span>. The traveller is e-mailed the
            transaction ID.
          </p>
          <Input
            label="Transaction ID"
            value={txid}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            error={error}
            onChange={(event) => {
              setTxid(event.target.value);
              setError(undefined);
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
