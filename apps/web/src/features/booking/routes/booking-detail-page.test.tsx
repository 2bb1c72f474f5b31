import {
  CHECK_IN_TEXT,
  airportDateTime,
  type Booking,
  bookingMessages,
  DOCUMENT_TEXT,
  INVOICE_STATUS_LABELS,
  INVOICE_TEXT,
  PAYMENT_TEXT,
  SCHEDULE_TEXT,
} from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking, sampleCheckIn, samplePayment } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import BookingDetailPage from './booking-detail-page';

const pages = {
  '/bookings/:id': <BookingDetailPage />,
  '/my-bookings': <LocationProbe />,
  '/payment/:id': <LocationProbe />,
};
const path = `/bookings/${sampleBooking._id}`;

describe('Booking detail', () => {
  it('a rescheduled flight shows Schedule changed with the new times and those booked', async () => {
    serve(
      on(
        'GET /user/bookings/:id',
        ok({
          ...sampleBooking,
          departure: { ...sampleBooking.departure, date: '2026-03-15T10:15:00.000Z' },
          scheduleChange: {
            previousDeparture: '2026-03-15T08:00:00.000Z',
            previousArrival: '2026-03-15T11:30:00.000Z',
          },
        }),
      ),
    );
    renderAt(path, pages);
    const notice = (await screen.findByRole('heading', { name: SCHEDULE_TEXT.title })).closest('section')!;
    // in the zones of Paris and Dubai
    expect(notice).toHaveTextContent('Departure:Mar 15, 2026 11:15 CET (was Mar 15, 2026 09:00 CET)');
    expect(notice).toHaveTextContent('(was Mar 15, 2026 15:30 GST)');
  });

  it('offers the e-ticket and the calendar entry only once the booking is confirmed', async () => {
    serve(
      on(
        'GET /user/bookings/:id',
        ok({ ...sampleBooking, bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' }),
      ),
      on('GET /user/bookings/:id/ticket.pdf', failure(409, bookingMessages.documentsNotConfirmed)),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
    );
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: DOCUMENT_TEXT.title })).toBeInTheDocument();
    // check-in says when it opens, in the departure airport's time
    expect(
      await screen.findByText(
        CHECK_IN_TEXT.opensAt(airportDateTime(sampleCheckIn.opensAt, sampleCheckIn.departure.city)),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DOCUMENT_TEXT.calendar })).toBeEnabled();
    // a refusal is shown in the server's words
    await userEvent.setup().click(screen.getByRole('button', { name: DOCUMENT_TEXT.ticket }));
    expect(await screen.findByText(bookingMessages.documentsNotConfirmed)).toBeInTheDocument();
  });

  it('shows the sections, the assistance lines and the Payment Required card of a PENDING booking', async () => {
    serve(on('GET /user/bookings/:id', ok(sampleBooking)));
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();
    expect(screen.getByText(sampleBooking._id)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flight Details' })).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Wheelchair needed')).toBeInTheDocument();
    expect(screen.getByText('Elderly assistance needed')).toBeInTheDocument();
    expect(screen.queryByText('Infant care needed')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancellation Details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: DOCUMENT_TEXT.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: SCHEDULE_TEXT.title })).toBeNull();
    // docs/product.md §2.3: an unpaid booking can be cancelled too
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Proceed to Payment' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/payment/${sampleBooking._id}`);
  });

  it('reads "Awaiting payment, pay by …" until a payment is reported, then "Awaiting payment verification"', async () => {
    serve(on('GET /user/bookings/:id', ok({ ...sampleBooking, payment: samplePayment })));
    const first = renderAt(path, pages);
    const banner = (await screen.findByRole('heading', { name: 'Booking Status' })).parentElement!
      .parentElement!;
    expect(banner).toHaveTextContent(
      // the departure airport's zone, as the e-mail writes it
      'Awaiting payment, pay by Apr 30, 2099 12:30 CEST.',
    );
    expect(banner).not.toHaveTextContent('verification');
    first.unmount();
    serve(
      on(
        'GET /user/bookings/:id',
        ok({ ...sampleBooking, payment: samplePayment, paymentReportedAt: '2026-03-01T11:00:00.000Z' }),
      ),
    );
    renderAt(path, pages);
    expect(await screen.findByText('Awaiting payment verification.')).toBeInTheDocument();
  });

  it('asks for a refund address while money is owed, shows a refund sent, and offers no Cancel once cancelled', async () => {
    const txid = 'ab'.repeat(32);
    serve(
      on(
        'GET /user/bookings/:id',
        ok({
          ...sampleBooking,
          bookingStatus: 'CANCELLED',
          paymentStatus: 'CONFIRMED',
          cancellation: {
            cancelled: true,
            date: '2026-03-02T00:00:00.000Z',
            refundAmount: 100,
            reason: null,
          },
          refund: {
            address: null,
            needsAddress: true,
            owed: ['OVERPAYMENT'],
            paid: [{ kind: 'CANCELLATION', txid, paidAt: '2026-03-03T00:00:00.000Z' }],
          },
        }),
      ),
    );
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByTestId('refund-txid')).toHaveTextContent(txid);
    expect(screen.getByLabelText('Bitcoin refund address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('a reported payment replaces the Payment Required card', async () => {
    serve(
      on('GET /user/bookings/:id', ok({ ...sampleBooking, paymentReportedAt: '2026-03-01T11:00:00.000Z' })),
    );
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: PAYMENT_TEXT.paymentReported })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Required' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('applies the N/A and 0 rules, hides Flight Details without a city and shows the cancellation', async () => {
    const bare = {
      ...sampleBooking,
      bookingStatus: 'CANCELLED',
      customerName: '',
      departure: { city: '', date: '' },
      arrival: { city: '', date: '' },
      passengers: [
        {
          ...sampleBooking.passengers[0]!,
          specialAssistance: { wheelchair: false, infant: false, elderly: false },
        },
      ],
      cancellation: {
        cancelled: true,
        date: '2026-03-02T10:00:00.000Z',
        refundAmount: 0,
        reason: 'Payment not verified',
      },
    } satisfies Booking;
    serve(on('GET /user/bookings/:id', ok(bare)));
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Cancellation Details' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Flight Details' })).toBeNull();
    expect(screen.getByText('None required')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Required' })).toBeNull();
  });

  it('shows "Booking not found" with Back to My Bookings', async () => {
    serve(on('GET /user/bookings/:id', failure(404, 'Booking not found')));
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Back to My Bookings' }).at(-1)!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-bookings');
  });

  it('a pending booking shows its pay-by time at the departure airport with the zone, then what was seen of the payment', async () => {
    const payment = { ...samplePayment, payBy: '2026-11-27T07:30:00.000Z' };
    let status: 'AWAITING' | 'SEEN' = 'AWAITING';
    serve(on('GET /user/bookings/:id', () => ok({ ...sampleBooking, payment: { ...payment, status } })));
    const { unmount } = renderAt(path, pages);
    expect(await screen.findByTestId('pay-by')).toHaveTextContent('Pay by Nov 27, 2026 08:30 CET');
    unmount();
    status = 'SEEN';
    renderAt(path, pages);
    expect(await screen.findByText(INVOICE_STATUS_LABELS.SEEN)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  });

  it('an expired booking says "Expired: not paid in time"', async () => {
    serve(
      on(
        'GET /user/bookings/:id',
        ok({ ...sampleBooking, bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' }),
      ),
    );
    renderAt(path, pages);
    const banner = (await screen.findByRole('heading', { name: 'Booking Status' })).closest('section')!;
    expect(banner).toHaveTextContent(INVOICE_TEXT.expired);
    expect(banner).toHaveTextContent(INVOICE_TEXT.expiredDetail);
  });
});
