import type { ChangeQuote } from '@skylark/contract';
import { Trans, useTranslation } from 'react-i18next';
import { formatLocalDateTimeZoned, formatMoney } from '@/lib/format';

/** The server's quote of a change, line by line (docs/product.md#148-changing-flight). */
export function ChangeQuoteSummary({
  quote,
  changed,
  unpaid,
}: {
  quote: ChangeQuote;
  changed: boolean;
  /** nothing was paid: the quote is the whole new fare and the fee */
  unpaid: boolean;
}) {
  const { t } = useTranslation('bookings');
  return (
    <div className="rounded-lg bg-sky-50 p-3 text-navy-800" aria-live="polite" data-testid="change-quote">
      {changed && <p className="mb-2 font-medium">{t('change.quoteChanged')}</p>}
      {quote.freeMove ? (
        <p>
          <Trans t={t} i18nKey="change.freeMoveQuote" components={{ strong: <strong /> }} />
        </p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{unpaid ? t('change.newFare') : t('change.fareDifference')}</dt>
          <dd className="text-end">{formatMoney(quote.fareDifference)}</dd>
          <dt>{t('change.changeFee')}</dt>
          <dd className="text-end">{formatMoney(quote.changeFee)}</dd>
          <dt className="font-semibold">
            {quote.refundAmount > 0 ? t('change.refund') : t('change.amountDue')}
          </dt>
          <dd className="text-end font-semibold">
            {formatMoney(quote.refundAmount > 0 ? quote.refundAmount : quote.amountDue)}
          </dd>
        </dl>
      )}
      {quote.amountDue > 0 && (
        <p className="mt-2 text-navy-600">{unpaid ? t('change.unpaidInvoice') : t('change.newInvoice')}</p>
      )}
      <p className="mt-1 text-navy-600">
        {t('change.holds', { until: formatLocalDateTimeZoned(quote.expiresAt) })}
      </p>
    </div>
  );
}
