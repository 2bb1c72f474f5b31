import {
  type Booking,
  type BookingPayment,
  INVOICE_STATUS_LABELS,
  invoiceScreenMessages,
  paymentPageMessages,
  PAYMENT_STATE_POLL_MS,
  type PaymentState,
  noPaymentDueMessage,
} from '@skylark/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleBooking, samplePayment } from '@/test/records';
import { renderAt } from '@/test/render';
import { formatPayBy } from '@/lib/format';
import PaymentPage from './payment-page';

afterEach(() => {
  vi.useRealTimers();
});

const NOW = new Date('2026-11-27T07:00:00.000Z');
const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const URI = `bitcoin:${ADDRESS}?amount=0.0127294&label=${sampleBooking.trackingId}`;

function invoice(over: Partial<BookingPayment> = {}): Booking {
  return {
    ...sampleBooking,
    payment: {
      ...samplePayment,
      address: ADDRESS,
      uri: URI,
      amountSats: 1_272_940,
      payBy: new Date(NOW.getTime() + 90_000).toISOString(),
      ...over,
    },
  };
}

const stateOf = ({ bookingStatus, paymentStatus, cancelReason, paymentReportedAt, payment }: Booking) =>
  ({ bookingStatus, paymentStatus, cancelReason, paymentReportedAt, payment }) satisfies PaymentState;

/** The booking, and its payment state answering `states` in turn (the last one from then on). */
function network(states: Booking[]) {
  let asked = 0;
  serve(
    on('GET /user/bookings/:id', ok(states[0]!)),
    on('GET /user/bookings/:id/payment', () => ok(stateOf(states[Math.min(asked++, states.length - 1)]!))),
  );
}

const seenTx = (confirmations: number, amountSats = 1_272_940) => ({
  txid: 'a'.repeat(64),
  vout: 0,
  amountSats,
  confirmations,
});

/** A clock the test turns: Date and the intervals (the countdown's tick and the page's polling). */
function controlledClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

const open = () => renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });

describe('Payment page with an invoice', () => {
  it('shows the pay-by time at the departure airport with its zone and counts down each second', async () => {
    const turn = controlledClock();
    network([invoice()]);
    open();
    const payBy = invoice().payment!.payBy!;
    expect(
      await screen.findByText(`Pay by ${formatPayBy(payBy, sampleBooking.departure.city)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: invoiceScreenMessages.timeLeft })).toHaveTextContent('1:30');
    await turn(1_000);
    expect(screen.getByRole('timer', { name: invoiceScreenMessages.timeLeft })).toHaveTextContent('1:29');
    await turn(89_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText(paymentPageMessages.timeUp)).toBeInTheDocument();
  });

  it('shows the amount in BTC beside the dollar total and the rate, and a wallet link to the uri', async () => {
    network([invoice()]);
    open();
    expect(await screen.findByTestId('btc-amount')).toHaveTextContent('0.0127294');
    expect(screen.getByText('Send exactly 0.0127294 BTC ($1,234.50) to the address below.')).toBeVisible();
    expect(screen.getByText(/1 BTC = \$97,000\.00/)).toBeInTheDocument();
    expect(await screen.findByAltText(`QR code of ${URI}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: invoiceScreenMessages.openInWallet })).toHaveAttribute(
      'href',
      URI,
    );
    expect(screen.getByTestId('invoice-status')).toHaveTextContent(INVOICE_STATUS_LABELS.AWAITING);
  });

  it('copies the amount and the address, and says when copying fails', async () => {
    network([invoice()]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: invoiceScreenMessages.copyAmount }));
    expect(await screen.findByText(invoiceScreenMessages.amountCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('0.0127294');
    await user.click(screen.getByRole('button', { name: 'Copy Bitcoin address' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: invoiceScreenMessages.copyAmount }));
    expect(await screen.findByText(paymentPageMessages.copyAmountFailed)).toBeInTheDocument();
  });

  it('moves from waiting to seen to received on its own, without a reload', async () => {
    const turn = controlledClock();
    const answers = [
      invoice(),
      invoice({ status: 'SEEN', transactions: [seenTx(0)] }),
      invoice({ status: 'PAID', receivedSats: 1_272_940, transactions: [seenTx(1)] }),
    ];
    network(answers);
    open();
    expect(await screen.findByText(INVOICE_STATUS_LABELS.AWAITING)).toBeInTheDocument();
    const status = screen.getByTestId('invoice-status');
    expect(status).toHaveAttribute('role', 'status');
    await turn(PAYMENT_STATE_POLL_MS);
    expect(await screen.findByText(INVOICE_STATUS_LABELS.SEEN)).toBeInTheDocument();
    expect(status).toHaveTextContent(INVOICE_STATUS_LABELS.SEEN);
    expect(screen.queryByRole('button', { name: 'I Have Made the Payment' })).not.toBeInTheDocument();
    await turn(PAYMENT_STATE_POLL_MS);
    expect(await screen.findByText(INVOICE_STATUS_LABELS.PAID)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toBe(status);
    expect(status).toHaveTextContent(INVOICE_STATUS_LABELS.PAID);
  });

  it('an under-payment names what arrived and what is due', async () => {
    network([
      invoice({ status: 'UNDERPAID', receivedSats: 1_000_000, transactions: [seenTx(1, 1_000_000)] }),
    ]);
    open();
    expect(await screen.findByText(INVOICE_STATUS_LABELS.UNDERPAID)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Received 0.01 BTC of 0.0127294 BTC.');
  });

  it('an expired booking says "Expired: not paid in time", not just cancelled', async () => {
    const turn = controlledClock();
    const expired: Booking = {
      ...invoice({ status: 'EXPIRED' }),
      bookingStatus: 'CANCELLED',
      cancelReason: 'EXPIRED',
    };
    network([invoice(), expired]);
    open();
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await turn(PAYMENT_STATE_POLL_MS);
    expect(await screen.findByText(invoiceScreenMessages.expired)).toBeInTheDocument();
    expect(screen.getByText(noPaymentDueMessage('CANCELLED'))).toBeInTheDocument();
    expect(screen.queryByTestId('btc-address')).not.toBeInTheDocument();
  });
});
