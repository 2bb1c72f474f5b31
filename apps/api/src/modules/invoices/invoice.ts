import { PAY_BY_BEFORE_DEPARTURE_MS, invoiceMessages } from '@skylark/contract';
import type { PaymentSettings } from '../../config';
import { conflict } from '../../lib/errors';
import { type RateSource, satsFor } from './btc-rate';

export interface DraftInvoice {
  /** the rotating address shown; null when the booking gets its own (BTC_XPUB) */
  paymentAddress: string | null;
  amountSats: number | null;
  btcUsdRate: number | null;
  payBy: Date;
}

/** What a new booking's invoice is made from (docs/product.md#143-paying-for-a-booking). */
export interface Invoicing {
  settings: PaymentSettings;
  rate: RateSource;
  /** BTC_ADDRESSES, rotated through when bookings get no address of their own */
  addresses: string[];
  /** BTC_XPUB is set: each booking gets its own address in its transaction */
  ownAddresses: boolean;
}

const ROTATION_MS = 60_000;

/** The address the payment page would show at this minute: the spec's rotation, once a minute. */
export const rotationAddress = (addresses: string[], now: Date) =>
  addresses[Math.floor(now.getTime() / ROTATION_MS) % addresses.length]!;

/**
 * The invoice of a booking made now: pay by the end of the payment window, but never later than
 * 2 hours before the first departure (a booking with no time left to pay is refused); the amount
 * at the current rate, or none when no rate is configured.
 */
export async function draftInvoice(
  invoicing: Invoicing,
  totalCents: number,
  firstDepartureAt: Date,
  now: Date,
): Promise<DraftInvoice> {
  const latest = firstDepartureAt.getTime() - PAY_BY_BEFORE_DEPARTURE_MS;
  if (latest <= now.getTime()) throw conflict(invoiceMessages.bookingClosedForPayment, 'PAYMENT_CLOSED');
  const payBy = new Date(Math.min(now.getTime() + invoicing.settings.windowSeconds * 1000, latest));
  const rate = await invoicing.rate.current(now);
  return {
    paymentAddress: invoicing.ownAddresses ? null : rotationAddress(invoicing.addresses, now),
    amountSats: rate === undefined ? null : satsFor(totalCents, rate),
    btcUsdRate: rate ?? null,
    payBy,
  };
}
