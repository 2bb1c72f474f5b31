import {
  type Booking,
  REFUND_KIND_LABELS,
  type RefundKind,
  refundAddressBody,
  refundMessages,
} from '@skylark/contract';
import { Link } from 'react-router';
import { DetailRow } from './detail-row';
import { Button, Card, Form, Input, useSchemaForm } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSetRefundAddress } from '@/lib/api/set-refund-address';

/** The kinds owed, in a sentence: each label's first letter lowered ("compensation under EU261"). */
const owedText = (owed: RefundKind[]) =>
  owed.map((k) => REFUND_KIND_LABELS[k].charAt(0).toLowerCase() + REFUND_KIND_LABELS[k].slice(1)).join(', ');

/**
 * Money owed back on a booking (docs/product.md#147-cancelling-with-a-quote-and-refunds): asks for a Bitcoin refund address until one
 * is given, then says where the refund goes; a refund sent shows its transaction ID.
 */
export function RefundSection({
  booking,
  audience = 'customer',
}: {
  booking: Booking;
  audience?: 'customer' | 'admin';
}) {
  const refund = booking.refund;
  if (!refund) return null;
  return (
    <Card title="Refund" data-testid="refund-card">
      <div className="space-y-4 text-sm">
        {refund.paid.length > 0 && (
          <dl className="grid gap-4 sm:grid-cols-2">
            {refund.paid.map((p) => (
              <DetailRow
                key={`${p.kind}-${p.txid}`}
                label={`${REFUND_KIND_LABELS[p.kind]} sent ${formatDateTime(p.paidAt)}`}
              >
                <span className="font-mono break-all" data-testid="refund-txid">
                  {p.txid}
                </span>
              </DetailRow>
            ))}
          </dl>
        )}
        {refund.owed.length > 0 && (
          <>
            <p className="text-navy-700">
              {audience === 'admin' ? (
                <>
                  Owed: {owedText(refund.owed)}. Refund address:{' '}
                  <span className="font-mono break-all">{refund.address ?? 'Not given yet'}</span>.{' '}
                  <Link to="/admin/refunds" className="font-medium text-sky-700 hover:underline">
                    Refunds
                  </Link>
                </>
              ) : refund.address ? (
                <>
                  We will send your refund ({owedText(refund.owed)}) in bitcoin to{' '}
                  <span className="font-mono break-all">{refund.address}</span> and e-mail you its transaction
                  ID.
                </>
              ) : (
                'We owe you money back. Give the Bitcoin address we should send it to.'
              )}
            </p>
            {audience === 'customer' && (
              <RefundAddressForm bookingId={booking._id} hasAddress={refund.address !== null} />
            )}
          </>
        )}
      </div>
    </Card>
  );
}

function RefundAddressForm({ bookingId, hasAddress }: { bookingId: string; hasAddress: boolean }) {
  const save = useSetRefundAddress(bookingId);
  const form = useSchemaForm({
    schema: refundAddressBody,
    reValidateMode: 'onSubmit',
    defaultValues: { refundAddress: '' },
  });
  const submit = ({ refundAddress }: { refundAddress: string }) =>
    save.mutate(refundAddress, {
      onSuccess: (result) => {
        toast.success(result.message);
        form.reset({ refundAddress: '' });
      },
      // the refusal stands at the field, whatever it names
      onError: (e) => {
        const problem = form.showServerError(e, refundMessages.addressInvalid);
        if (!problem.marked) form.setError('refundAddress', { type: 'server', message: problem.message });
      },
    });
  return (
    <Form form={form} onValid={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        label={hasAddress ? 'New Bitcoin refund address' : 'Bitcoin refund address'}
        containerClassName="flex-1"
        autoComplete="off"
        spellCheck={false}
        maxLength={90}
        error={form.formState.errors.refundAddress?.message}
        {...form.register('refundAddress', { onChange: () => form.clearErrors('refundAddress') })}
      />
      <Button type="submit" loading={save.isPending} className="sm:mt-7">
        Save refund address
      </Button>
    </Form>
  );
}
