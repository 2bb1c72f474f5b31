import { invoiceScreenMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { demoPayment, sampleBooking, samplePayment } from '@/test/records';
import { renderAt } from '@/test/render';
import AdminBookingDetailPage from '@/features/admin-bookings/routes/admin-booking-detail-page';
import BookingDetailPage from '@/features/booking/routes/booking-detail-page';
import PaymentPage from '@/features/payment/routes/payment-page';

const demo = { ...sampleBooking, payment: demoPayment };
const real = { ...sampleBooking, payment: samplePayment };
const id = sampleBooking._id;

// the embedded default's invoice (docs/product.md#10-running-it): a test-network address at a demo rate
describe('the demo invoice', () => {
  it('is labelled "Demo: test network" on the payment page, beside its amount in BTC and its tb1 address', async () => {
    serve(
      on('GET /user/bookings/:id', ok(demo)),
      on('GET /user/bookings/:id/payment', ok({ ...demo, payment: demoPayment })),
    );
    renderAt(`/payment/${id}`, { '/payment/:id': <PaymentPage /> });
    expect(await screen.findByTestId('btc-amount')).toHaveTextContent('0.012345');
    expect(screen.getByTestId('demo-network')).toHaveTextContent(invoiceScreenMessages.demoNetwork);
    expect(screen.getByTestId('btc-address')).toHaveTextContent(demoPayment.address);
  });

  it('is labelled on the booking page, which states the amount in BTC', async () => {
    serve(on('GET /user/bookings/:id', ok(demo)));
    renderAt(`/bookings/${id}`, { '/bookings/:id': <BookingDetailPage /> });
    expect(await screen.findByTestId('demo-network')).toHaveTextContent(invoiceScreenMessages.demoNetwork);
    expect(screen.getByTestId('booking-btc-amount')).toHaveTextContent('Amount in BTC: 0.012345 BTC');
  });

  it('is labelled on the back office booking page', async () => {
    serve(on('GET /admin/bookings/:id', ok(demo)));
    renderAt(`/admin/bookings/${id}`, { '/admin/bookings/:id': <AdminBookingDetailPage /> });
    const panel = await screen.findByRole('region', { name: 'Reconcile payment' });
    expect(panel).toHaveTextContent(invoiceScreenMessages.demoNetwork);
    expect(panel).toHaveTextContent('0.012345 BTC = $1,234.50at 1 BTC = $100,000.00');
  });

  it('is not shown for an invoice on the main network', async () => {
    serve(on('GET /user/bookings/:id', ok(real)), on('GET /admin/bookings/:id', ok(real)));
    const booking = renderAt(`/bookings/${id}`, { '/bookings/:id': <BookingDetailPage /> });
    expect(await screen.findByTestId('booking-btc-amount')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-network')).toBeNull();
    booking.unmount();
    renderAt(`/admin/bookings/${id}`, { '/admin/bookings/:id': <AdminBookingDetailPage /> });
    expect(await screen.findByRole('region', { name: 'Reconcile payment' })).not.toHaveTextContent(
      invoiceScreenMessages.demoNetwork,
    );
  });
});
