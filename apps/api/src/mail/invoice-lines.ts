import { type Booking, airportDateTime, btcAmount } from '@skylark/contract';
import { type MailLocale, mailLocale } from './i18n';

/** The pay-by time at the departure airport with its zone named, as the site writes it too. */
export const payByText = (payBy: string, airport: string, l?: MailLocale) =>
  l ? l.airportTime(payBy, airport) : airportDateTime(payBy, airport);

/** How to pay a booking's invoice: the amount in BTC when it has one, the address, the pay-by time. */
export function invoiceLines(
  booking: Booking,
  btcAddress: string,
  l: MailLocale = mailLocale(booking.language),
): string[] {
  const invoice = booking.payment;
  // BTC amounts are never written in Intl's currency style ("BTC 0.00")
  const amount = invoice?.amountSats
    ? l.t('invoice.sendBtc', {
        btc: l.ltr(btcAmount(invoice.amountSats)),
        usd: l.money(booking.totalAmount),
        rate: l.money(invoice.btcUsdRate ?? 0),
        address: l.ltr(invoice.address),
      })
    : l.t('invoice.sendUsd', { usd: l.money(booking.totalAmount), address: l.ltr(btcAddress) });
  const lines = [amount];
  if (invoice?.amountSats) lines.push(l.t('invoice.link', { uri: l.ltr(invoice.uri) }));
  if (invoice?.payBy) {
    lines.push(l.t('invoice.payBy', { time: payByText(invoice.payBy, booking.departure.city, l) }));
  }
  return lines;
}
