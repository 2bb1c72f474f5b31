import {
  REFUND_KIND_LABELS,
  type RefundOwed,
  btcRateText,
  daysOverdue,
  refundMessages,
} from '@skylark/contract';
import { AlertTriangle, Coins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorState, usePageTitle } from '@/components/ui';
import { ListSpinner } from '@/components/ui/query-list';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useIsFullAdmin } from '@/lib/session';
import { useRefundsOwed } from '@/features/admin-refunds/api/refunds';
import { MarkPaidDialog } from '@/features/admin-refunds/components/mark-paid-dialog';

function RefundCard({ refund, onMarkPaid }: { refund: RefundOwed; onMarkPaid?: () => void }) {
  return (
    <li
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-card"
      aria-label={`${REFUND_KIND_LABELS[refund.kind]} ${refund.trackingId}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/admin/bookings/${refund.bookingId}`}
          className="font-mono font-semibold tracking-wider text-sky-700 hover:underline"
        >
          #{refund.trackingId}
        </Link>
        <span className="text-sm font-medium text-navy-700">{REFUND_KIND_LABELS[refund.kind]}</span>
      </div>
      <p className="mt-1 text-sm text-navy-600">
        {refund.customerName} · {refund.email}
      </p>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-navy-500">Amount</dt>
          <dd className="font-semibold text-navy-900">
            {refund.amountUsd !== null ? formatMoney(refund.amountUsd) : 'No rate'} ·{' '}
            {refund.amountBtc !== null ? `${refund.amountBtc} BTC` : 'No rate'}
          </dd>
          {refund.btcUsdRate !== null && (
            <dd className="text-navy-600">
              at {btcRateText(formatMoney(refund.btcUsdRate))}
              {refund.rateReceived ? ', the rate it was received at' : ", today's rate"}
            </dd>
          )}
        </div>
        <div className="sm:col-span-2">
          <dt className="text-navy-500">Refund address</dt>
          <dd className="font-mono break-all text-navy-900">{refund.address ?? 'Not given yet'}</dd>
        </div>
        <div>
          <dt className="text-navy-500">Owed since</dt>
          <dd className="text-navy-900">{formatDateTime(refund.since)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-navy-500">{refundMessages.dueByLabel}</dt>
          <dd className={refund.overdue ? 'font-semibold text-red-700' : 'text-navy-900'}>
            {formatDateTime(refund.dueBy)}
          </dd>
          {refund.overdue && (
            <dd className="mt-1 inline-flex items-center gap-1 rounded-md bg-red-50 px-2 py-0.5 font-semibold text-red-800">
              <AlertTriangle className="size-4" aria-hidden="true" />
              {refundMessages.overdue(Math.max(1, daysOverdue(new Date(refund.dueBy), new Date())))}
            </dd>
          )}
        </div>
        {refund.attestedBy !== null && (
          <div className="sm:col-span-2">
            <dt className="text-navy-500">Payment</dt>
            <dd className="text-navy-900">
              Approved by {refund.attestedBy} without a payment seen on chain: check it reached us before you
              send
            </dd>
          </div>
        )}
      </dl>
      {onMarkPaid && refund.address && (
        <Button size="sm" className="mt-3" onClick={onMarkPaid}>
          Mark paid
        </Button>
      )}
    </li>
  );
}

/** Refunds (/admin/refunds): money owed back, in dollars and in bitcoin at the rate it came in at (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export default function RefundsPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Refunds');
  const refunds = useRefundsOwed();
  const fullAdmin = useIsFullAdmin();
  const [toMark, setToMark] = useState<RefundOwed | null>(null);
  const data = refunds.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">Refunds</h1>
        <p className="mt-1 text-sm text-navy-500">
          Cancellation refunds, late payments and overpayments still to send, each in bitcoin at the rate its
          booking was paid at
          {data?.btcUsdRate ? ` (today: ${btcRateText(formatMoney(data.btcUsdRate))})` : ''}.
        </p>
      </div>
      {refunds.isPending ? (
        <ListSpinner label="Loading refunds…" />
      ) : refunds.isError ? (
        <ErrorState
          message={errorMessage(refunds.error, 'Could not load the refunds')}
          onRetry={() => void refunds.refetch()}
        />
      ) : data && data.refunds.length === 0 ? (
        <EmptyState title="No refunds owed" icon={<Coins className="size-7" aria-hidden="true" />} />
      ) : (
        <ul className="space-y-3" aria-label="Refunds owed">
          {data?.refunds.map((refund) => (
            <RefundCard
              key={`${refund.bookingId}-${refund.kind}`}
              refund={refund}
              onMarkPaid={fullAdmin ? () => setToMark(refund) : undefined}
            />
          ))}
        </ul>
      )}
      <MarkPaidDialog refund={toMark} onClose={() => setToMark(null)} />
    </div>
  );
}
