import { type Booking, airportDateTime, btcAmount, formatMoney } from '@skylark/contract';

/** The pay-by time at the departure airport with its zone named, as the site writes it too. */
export const payByText = (payBy: string, airport: string) => airportDateTime(payBy, airport);

/** How to pay a booking's invoice: the amount in BTC when it has one, the address, the pay-by time. */
export function invoiceLines(booking: Booking, btcAddress: string): string[] {
  const invoice = booking.payment;
  const amount = invoice?.amountSats
    ? `To pay, send exactly ${btcAmount(invoice.amountSats)} BTC (${formatMoney(booking.totalAmount)} at 1 BTC = ${formatMoney(invoice.btcUsdRate ?? 0)}) to this address: ${invoice.address}`
    : `To pay, send exactly ${formatMoney(booking.totalAmount)} worth of Bitcoin (BTC) to this address: ${btcAddress}`;
  const lines = [amount];
  if (invoice?.amountSats) lines.push(`Payment link for your wallet: ${invoice.uri}`);
  if (invoice?.payBy) {
    lines.push(
      `Pay by ${payByText(invoice.payBy, booking.departure.city)}. A booking not paid by then is cancelled and its seats released.`,
    );
  }
  return lines;
}
