import {
  type Booking,
  INVOICE_STATUS_LABELS,
  invoiceScreenMessages,
  btcAmount,
  btcRateText,
} from '@skylark/contract';
import { ExternalLink } from 'lucide-react';
import { DemoNetworkNote, DetailRow } from '@/components/bookings';
import { Badge, Card } from '@/components/ui';
import { formatMoney, formatPayBy } from '@/lib/format';

const SATS = 100_000_000;

/**
 * A transaction's page on the explorer the address links to: its `/address/<address>` path with
 * `/tx/<txid>` instead (mempool.space and Blockstream alike); none for another kind of link.
 */
export function transactionLink(addressUrl: string | null, address: string, txid: string): string | null {
  if (!addressUrl) return null;
  const path = `/address/${encodeURIComponent(address)}`;
  return addressUrl.includes(path) ? addressUrl.replace(path, `/tx/${encodeURIComponent(txid)}`) : null;
}

/** "0.0125 BTC ($1,212.50)": an amount of satoshis, in dollars at the invoice's rate when it has one. */
const btcAndUsd = (sats: number, rate: number | null) =>
  `${btcAmount(sats)} BTC${rate ? ` (${formatMoney(Math.round(((sats * rate) / SATS) * 100) / 100)})` : ''}`;

/**
 * Reconciling a booking's payment at the desk (docs/product.md#143-paying-for-a-booking): the pay-by time, the amount
 * expected in BTC and dollars at the invoice's own rate, each payment received with its explorer
 * link, and the invoice's status. All of it is the invoice as the booking stored it.
 */
export function ReconcilePanel({
  booking,
}: {
  booking: Pick<Booking, 'payment' | 'totalAmount' | 'departure'>;
}) {
  const invoice = booking.payment;
  if (!invoice) return null;
  const rate = invoice.btcUsdRate;
  return (
    <section aria-label="Reconcile payment">
      <Card title="Reconcile payment">
        <div className="mb-4 empty:hidden">
          <DemoNetworkNote payment={invoice} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailRow label="Invoice status">
            <Badge tone={invoice.status === 'PAID' ? 'green' : invoice.needsDecision ? 'red' : 'yellow'}>
              {INVOICE_STATUS_LABELS[invoice.status]}
            </Badge>
          </DetailRow>
          <DetailRow label={invoiceScreenMessages.payBy}>
            {invoice.payBy ? formatPayBy(invoice.payBy, booking.departure.city) : 'No pay-by time'}
          </DetailRow>
          <DetailRow label="Expected">
            {invoice.amountSats ? (
              <>
                {btcAmount(invoice.amountSats)} BTC = {formatMoney(booking.totalAmount)}
                {rate && <span className="block text-navy-600">at {btcRateText(formatMoney(rate))}</span>}
              </>
            ) : (
              `${formatMoney(booking.totalAmount)} worth of Bitcoin (no rate fixed)`
            )}
          </DetailRow>
          <DetailRow label={invoiceScreenMessages.received}>
            {btcAndUsd(invoice.receivedSats, rate)}
          </DetailRow>
        </dl>
        <h3 className="mt-5 text-sm font-semibold text-navy-800">{invoiceScreenMessages.transactions}</h3>
        {invoice.transactions.length === 0 ? (
          <p className="mt-1 text-sm text-navy-600">Nothing received yet.</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-navy-100 text-sm"
            aria-label={invoiceScreenMessages.transactions}
          >
            {invoice.transactions.map((tx) => {
              const link = transactionLink(invoice.explorerUrl, invoice.address, tx.txid);
              return (
                <li
                  key={`${tx.txid}:${tx.vout}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                >
                  <span className="min-w-0 font-mono text-xs break-all">
                    {link ? (
                      <a
                        href={link}
                        target="_blank"
                        rel="noreferrer"
                        className="text-sky-700 hover:underline"
                      >
                        {tx.txid}:{tx.vout}
                        <ExternalLink className="ms-1 inline size-3" aria-label="on the block explorer" />
                      </a>
                    ) : (
                      `${tx.txid}:${tx.vout}`
                    )}
                  </span>
                  <span className="text-navy-900">
                    {btcAndUsd(tx.amountSats, rate)} · {invoiceScreenMessages.confirmations}:{' '}
                    {tx.confirmations}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
