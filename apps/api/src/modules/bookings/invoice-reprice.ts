import { satsFor, type Invoicing } from '../invoices';

/** An unpaid booking's invoice asks for its new price, at today's rate, by the same pay-by time. */
export async function repricedInvoice(invoicing: Invoicing, dueCents: number, now: Date) {
  const rate = await invoicing.rate.current(now);
  return rate === undefined ? {} : { amountSats: satsFor(Math.max(dueCents, 0), rate), btcUsdRate: rate };
}
