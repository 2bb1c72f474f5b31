import { MSG, deskMessages, type Booking } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking, samplePayment } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import AdminBookingDetailPage from './admin-booking-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pages = { '/admin/bookings/:id': <AdminBookingDetailPage />, '/admin/bookings': <LocationProbe /> };
const path = `/admin/bookings/${sampleBooking._id}`;

describe('Admin booking detail', () => {
  it('shows both banners, Tracking Information and the sections; rejects a PENDING booking', async () => {
    let current: Booking = sampleBooking;
    const seen = serve(
      on('POST /admin/bookings/:id/approve', () => {
        current = {
          ...sampleBooking,
          bookingStatus: 'CANCELLED',
          cancellation: {
            cancelled: true,
            date: '2026-03-02T10:00:00.000Z',
            refundAmount: 0,
            reason: MSG.rejectReason,
          },
        };
        return ok(current);
      }),
      on('GET /admin/bookings/:id', () => ok(current)),
    );
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tracking Information' })).toBeInTheDocument();
    // the spec's Tracking Information names the booking id; everywhere else it is the tracking ID
    expect(screen.getByText('Tracking ID').nextElementSibling).toHaveTextContent(sampleBooking.trackingId);
    expect(screen.getByText('Booking ID').nextElementSibling).toHaveTextContent(sampleBooking._id);
    expect(screen.getAllByText(sampleBooking._id)).toHaveLength(1);
    expect(screen.getByText('Booking Reference').nextElementSibling).toHaveTextContent(
      sampleBooking.trackingId,
    );
    expect(screen.getByRole('heading', { name: 'Passenger Details' })).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByText(deskMessages.adminStatusPending)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: deskMessages.rejectTitle });
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(deskMessages.rejectReasonLabel), 'Amount was short');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(MSG.bookingRejected)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'reject',
      reason: 'Amount was short',
    });
    expect(screen.queryByText('Your booking is confirmed.')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Cancellation Details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Back to Bookings' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/bookings');
  });

  it('shows the fallback when approving fails without a message', async () => {
    serve(
      on('POST /admin/bookings/:id/approve', failure(500, '')),
      on('GET /admin/bookings/:id', ok({ ...sampleBooking, paymentReportedAt: '2026-03-01T09:00:00.000Z' })),
    );
    renderAt(path, pages);
    // the payment was reported: Approve asks nothing more
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MSG.approveBookingFailed)).toBeInTheDocument();
  });

  it('shows "Booking not found" with Back to Bookings', async () => {
    serve(on('GET /admin/bookings/:id', failure(404, 'Booking not found')));
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bookings' })).toBeInTheDocument();
  });
});

describe('reconciling a payment', () => {
  it('shows the pay-by time, the amount expected in BTC and dollars, each payment with its explorer link, and the status', async () => {
    const address = samplePayment.address;
    const payment = {
      ...samplePayment,
      explorerUrl: `https://mempool.space/address/${address}`,
      status: 'UNDERPAID' as const,
      needsDecision: true,
      receivedSats: 1_000_000,
      transactions: [{ txid: 'ab'.repeat(32), vout: 1, amountSats: 1_000_000, confirmations: 3 }],
    };
    serve(on('GET /admin/bookings/:id', ok({ ...sampleBooking, payment })));
    renderAt(path, pages);
    const panel = await screen.findByRole('region', { name: 'Reconcile payment' });
    expect(panel).toHaveTextContent('Invoice statusUnderpaid');
    expect(panel).toHaveTextContent('Pay byApr 30, 2099 12:30 CEST');
    // $1,234.50 at $97,000 a bitcoin, as the invoice fixed them
    expect(panel).toHaveTextContent('0.01272681 BTC = $1,234.50at 1 BTC = $97,000.00');
    expect(panel).toHaveTextContent('Received0.01 BTC ($970.00)');
    const link = within(panel).getByRole('link', { name: /abab/ });
    expect(link).toHaveAttribute('href', `https://mempool.space/tx/${'ab'.repeat(32)}`);
    expect(panel).toHaveTextContent('0.01 BTC ($970.00) · Confirmations: 3');
  });
});
