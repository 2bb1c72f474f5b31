import { type Booking, type RefundKind, refundAddressBody } from '@skylark/contract';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailRow } from './detail-row';
import { Button, Card, Form, Input, useSchemaForm } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { useSetRefundAddress } from '@/lib/api/set-refund-address';

/** The kinds owed, in a sentence: "cancellation refund, compensation under EU261". */
const owedText = (t: TFunction<'bookings'>, owed: RefundKind[]) =>
  owed.map((k) => t(`refund.kindInSentence.${k}`)).join(', ');

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
  const { t } = useTranslation('bookings');
  const refund = booking.refund;
  if (!refund) return null;
  const address = <span className="font-mono break-all" dir="ltr" />;
  return (
    <Card title={t('refund.title')} data-testid="refund-card">
      <div className="space-y-4 text-sm">
        {refund.paid.length > 0 && (
          <dl className="grid gap-4 sm:grid-cols-2">
            {refund.paid.map((p) => (
              <DetailRow
                key={`${p.kind}-${p.txid}`}
                label={t('refund.sent', { kind: t(`refund.kind.${p.kind}`), when: formatDateTime(p.paidAt) })}
              >
                <span className="font-mono break-all" data-testid="refund-txid" dir="ltr">
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
                <Trans
                  t={t}
                  i18nKey="refund.owedAdmin"
                  values={{ owed: owedText(t, refund.owed), address: refund.address ?? t('refund.notGiven') }}
                  components={{
                    address,
                    refunds: (
                      <Link to="/admin/refunds" className="font-medium text-sky-700 hover:underline" />
                    ),
                  }}
                />
              ) : refund.address ? (
                <Trans
                  t={t}
                  i18nKey="refund.willSend"
                  values={{ owed: owedText(t, refund.owed), address: refund.address }}
                  components={{ address }}
                />
              ) : (
                t('refund.askAddress')
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
  const toast = useToast();
  const { t } = useTranslation('bookings');
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
        const problem = form.showServerError(e, t('refund.addressInvalid'));
        if (!problem.marked) form.setError('refundAddress', { type: 'server', message: problem.message });
      },
    });
  return (
    <Form form={form} onValid={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        label={hasAddress ? t('refund.newAddress') : t('refund.address')}
        dir="ltr"
        containerClassName="flex-1"
        autoComplete="off"
        spellCheck={false}
        maxLength={90}
        error={form.formState.errors.refundAddress?.message}
        {...form.register('refundAddress', { onChange: () => form.clearErrors('refundAddress') })}
      />
      <Button type="submit" loading={save.isPending} className="sm:mt-7">
        {t('refund.save')}
      </Button>
    </Form>
  );
}
