import { changeScreenMessages, type ChangeQuote, changeMessages } from '@skylark/contract';
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
  return (
    <div className="rounded-lg bg-sky-50 p-3 text-navy-800" aria-live="polite" data-testid="change-quote">
      {changed && <p className="mb-2 font-medium">{changeMessages.quoteChanged}.</p>}
      {quote.freeMove ? (
        <p>
          <strong>{changeScreenMessages.free}</strong>: the airline changed your flight.
        </p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{unpaid ? changeScreenMessages.newFare : changeScreenMessages.fareDifference}</dt>
          <dd className="text-end">{formatMoney(quote.fareDifference)}</dd>
          <dt>{changeScreenMessages.changeFee}</dt>
          <dd className="text-end">{formatMoney(quote.changeFee)}</dd>
          <dt className="font-semibold">
            {quote.refundAmount > 0 ? changeScreenMessages.refund : changeScreenMessages.amountDue}
          </dt>
          <dd className="text-end font-semibold">
            {formatMoney(quote.refundAmount > 0 ? quote.refundAmount : quote.amountDue)}
          </dd>
        </dl>
      )}
      {quote.amountDue > 0 && (
        <p className="mt-2 text-navy-600">
          {unpaid ? changeScreenMessages.unpaidInvoice : changeScreenMessages.newInvoice}
        </p>
      )}
      <p className="mt-1 text-navy-600">
        This price holds until {formatLocalDateTimeZoned(quote.expiresAt)}.
      </p>
    </div>
  );
}
