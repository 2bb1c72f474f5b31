import { MSG, paymentMessages, bookingMessages, noPaymentDueMessage } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking, samplePayment } from '@/test/records';
import { renderAt } from '@/test/render';
import PaymentPage from './payment-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function network() {
  return serve(
    on('GET /user/bookings/payment-addresses', ok({ addresses: [ADDRESS, 'bc1qother'] })),
    on('GET /user/bookings/:id', ok(sampleBooking)),
  );
}

describe('Payment', () => {
  it('shows the summary, the address, its QR code, the countdown and the 24-hour note', async () => {
    network();
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    expect(await screen.findByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    expect(screen.getByText('SK1234')).toBeInTheDocument();
    expect(screen.getAllByText('$1,234.50').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('btc-address')).toHaveTextContent(ADDRESS);
    // the countdown starts with the address; the QR code is drawn after it
    expect(screen.getByText('The address will change in 60 seconds')).toBeInTheDocument();
    expect(await screen.findByAltText(`QR code of bitcoin:${ADDRESS}`)).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByText(/up to 24 hours/)).toBeInTheDocument();
  });

  it('copies the address with either toast', async () => {
    network();
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    const user = userEvent.setup();
    const copy = await screen.findByRole('button', { name: 'Copy Bitcoin address' });
    await user.click(copy);
    expect(await screen.findByText(MSG.addressCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText(MSG.copyAddressFailed)).toBeInTheDocument();
  });

  it('"I Have Made the Payment" records the report, then reads a disabled "Payment Confirmed!"', async () => {
    const seen = serve(
      on('GET /user/bookings/payment-addresses', ok({ addresses: [ADDRESS] })),
      on('GET /user/bookings/:id', ok(sampleBooking)),
      on(
        'POST /user/bookings/:id/payment-reported',
        ok({ ...sampleBooking, paymentReportedAt: '2026-03-01T11:00:00.000Z' }),
      ),
    );
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I Have Made the Payment' }));
    expect(await screen.findByRole('button', { name: 'Payment Confirmed!' })).toBeDisabled();
    expect(seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/payment-reported'))).toBe(true);
  });

  it('a failed report keeps the button and says so', async () => {
    serve(
      on('GET /user/bookings/payment-addresses', ok({ addresses: [ADDRESS] })),
      on('GET /user/bookings/:id', ok(sampleBooking)),
      on('POST /user/bookings/:id/payment-reported', failure(409, bookingMessages.paymentReportNotPending)),
    );
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I Have Made the Payment' }));
    expect(await screen.findByText(bookingMessages.paymentReportNotPending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Have Made the Payment' })).toBeEnabled();
  });

  it('shows the booking its own address and BIP21 QR code, without rotation', async () => {
    const own = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
    const uri = `bitcoin:${own}?label=${sampleBooking.trackingId}`;
    const seen = serve(
      on(
        'GET /user/bookings/:id',
        ok({ ...sampleBooking, payment: { ...samplePayment, address: own, uri } }),
      ),
      on(
        'GET /user/bookings/:id/payment',
        ok({
          bookingStatus: 'PENDING',
          paymentStatus: 'PENDING',
          cancelReason: null,
          paymentReportedAt: null,
          payment: { ...samplePayment, address: own, uri },
        }),
      ),
    );
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    expect(await screen.findByAltText(`QR code of ${uri}`)).toBeInTheDocument();
    expect(screen.getByTestId('btc-address')).toHaveTextContent(own);
    expect(screen.queryByText(/The address will change/)).not.toBeInTheDocument();
    expect(seen.some((r) => r.url.pathname.endsWith('/payment-addresses'))).toBe(false);
  });

  it.each(['CANCELLED', 'CONFIRMED'] as const)(
    'a %s booking gets no instructions and no button',
    async (status) => {
      serve(on('GET /user/bookings/:id', ok({ ...sampleBooking, bookingStatus: status })));
      renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
      expect(await screen.findByText(noPaymentDueMessage(status))).toBeInTheDocument();
      expect(screen.queryByText(/Send exactly/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('bitcoin-qr')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'I Have Made the Payment' })).not.toBeInTheDocument();
    },
  );

  it('a reported booking says so instead of asking again', async () => {
    serve(
      on('GET /user/bookings/:id', ok({ ...sampleBooking, paymentReportedAt: '2026-03-01T11:00:00.000Z' })),
    );
    renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
    expect(await screen.findByRole('heading', { name: paymentMessages.paymentReported })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Have Made the Payment' })).not.toBeInTheDocument();
  });
});
