import {
  cancelledFlightMessages,
  changeScreenMessages,
  checkInMessages,
  airportDateTime,
  type Booking,
  bookingMessages,
  documentMessages,
  INVOICE_STATUS_LABELS,
  invoiceScreenMessages,
  paymentMessages,
  scheduleMessages,
} from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
  it('names the booking by its tracking ID, the booking reference too, and never by its id', async () => {
    serve(on('GET /user/bookings/:id', ok(sampleBooking)));
    renderAt(path, pages);
    const reference = await screen.findByText('Booking Reference');
    expect(reference.nextElementSibling).toHaveTextContent(sampleBooking.trackingId);
    expect(document.body).not.toHaveTextContent(sampleBooking._id);
  });

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
    const notice = (await screen.findByRole('heading', { name: scheduleMessages.title })).closest('section')!;
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
    expect(await screen.findByRole('heading', { name: documentMessages.title })).toBeInTheDocument();
    // check-in says when it opens, in the departure airport's time
    expect(
      await screen.findByText(
        checkInMessages.opensAt(airportDateTime(sampleCheckIn.opensAt, sampleCheckIn.departure.city)),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: documentMessages.calendar })).toBeEnabled();
    // a refusal is shown in the server's words
    await userEvent.setup().click(screen.getByRole('button', { name: documentMessages.ticket }));
    expect(await screen.findByText(bookingMessages.documentsNotConfirmed)).toBeInTheDocument();
  });

  it('paints a confirmed booking once its check-in has arrived, so the e-ticket button never moves under a tap', async () => {
    let answerCheckIn = () => {};
    const checkInHeld = new Promise<void>((resolve) => (answerCheckIn = resolve));
    const seen = serve(
      on(
        'GET /user/bookings/:id',
        ok({ ...sampleBooking, bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' }),
      ),
      on('GET /user/bookings/:id/check-in', async () => {
        await checkInHeld;
        return ok(sampleCheckIn);
      }),
    );
    renderAt(path, pages);
    // the booking has come; the page waits for its check-in
    await waitFor(() => expect(seen.some((r) => r.url.pathname.endsWith('/check-in'))).toBe(true));
    expect(screen.getByText('Loading booking…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: documentMessages.ticket })).not.toBeInTheDocument();
    answerCheckIn();
    const ticket = await screen.findByRole('button', { name: documentMessages.ticket });
    const checkIn = screen.getByRole('heading', { name: checkInMessages.title });
    // the check-in panel stands above the documents, already drawn when the button appears
    expect(checkIn.compareDocumentPosition(ticket) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the sections, the assistance lines and the Payment Required card of a PENDING booking', async () => {
    serve(on('GET /user/bookings/:id', ok(sampleBooking)));
    renderAt(path, pages);
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeInTheDocument();
    expect(screen.getByText('Booking Reference').nextElementSibling).toHaveTextContent(
      sampleBooking.trackingId,
    );
    expect(screen.getByRole('heading', { name: 'Flight Details' })).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Wheelchair needed')).toBeInTheDocument();
    expect(screen.getByText('Elderly assistance needed')).toBeInTheDocument();
    expect(screen.queryByText('Infant care needed')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment Required' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancellation Details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: documentMessages.title })).toBeNull();
    expect(screen.queryByRole('heading', { name: scheduleMessages.title })).toBeNull();
    // docs/product.md#23-visitor-and-customer-screens: an unpaid booking can be cancelled too
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
    expect(await screen.findByRole('heading', { name: paymentMessages.paymentReported })).toBeInTheDocument();
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
    expect(banner).toHaveTextContent(invoiceScreenMessages.expired);
    expect(banner).toHaveTextContent(invoiceScreenMessages.expiredDetail);
  });

  it('a trip with a flight cancelled by the airline offers the three choices; keeping the rest says so', async () => {
    const second = {
      ...sampleBooking.segments[0]!,
      flightId: '33333333-3333-4333-8333-333333333333',
      flightNumber: 'SK5678',
      departure: { city: 'Dubai, Dubai International (DXB)', date: '2099-05-03T08:00:00.000Z' },
      arrival: { city: 'Paris, Charles de Gaulle (CDG)', date: '2099-05-03T14:00:00.000Z' },
    };
    const trip: Booking = {
      ...sampleBooking,
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      segments: [sampleBooking.segments[0]!, second],
      change: { replaces: null, replacedBy: null, freeMove: 'FLIGHT_CANCELLED', freeMoveSegment: 1 },
      cancelledFlight: {
        segment: 1,
        flightNumber: 'SK5678',
        choice: null,
        keepRestRefund: 299,
        cancelTripRefund: 598,
      },
    };
    let kept = false;
    const requests = serve(
      on('GET /user/bookings/:id', () =>
        ok(
          kept
            ? {
                ...trip,
                change: { ...trip.change!, freeMove: null },
                cancelledFlight: { ...trip.cancelledFlight!, choice: 'KEEP_REST' },
              }
            : trip,
        ),
      ),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
      on('POST /user/bookings/:id/cancelled-flight/keep-rest', () => {
        kept = true;
        return ok(trip);
      }),
    );
    renderAt(path, pages);
    const panel = (
      await screen.findByRole('heading', { name: cancelledFlightMessages.heading('SK5678') })
    ).closest('section')!;
    expect(panel).toHaveTextContent(cancelledFlightMessages.freeMove);
    expect(panel).toHaveTextContent(cancelledFlightMessages.cancelTrip('$598.00'));
    expect(panel).toHaveTextContent(cancelledFlightMessages.keepRest('$299.00'));
    expect(screen.getByRole('listitem', { name: 'Flight 2 of 2: SK5678' })).toHaveTextContent(
      cancelledFlightMessages.cancelledTag,
    );
    await userEvent.click(
      within(panel).getByRole('button', { name: cancelledFlightMessages.keepRestAction }),
    );
    expect(await screen.findByText(cancelledFlightMessages.keptRest('SK5678'))).toBeInTheDocument();
    expect(
      requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/cancelled-flight/keep-rest')),
    ).toBe(true);
  });

  it("a change awaiting its difference shows the change's own invoice and pay-by time; the booking keeps its flight", async () => {
    serve(
      on(
        'GET /user/bookings/:id',
        ok({
          ...sampleBooking,
          bookingStatus: 'CONFIRMED',
          paymentStatus: 'CONFIRMED',
          changes: [
            {
              id: 'c1',
              at: '2099-04-01T09:00:00.000Z',
              segment: 0,
              fromFlight: {
                flightId: 'f1',
                flightNumber: sampleBooking.flightNumber,
                departure: sampleBooking.departure.date,
              },
              toFlight: { flightId: 'f2', flightNumber: 'SK999', departure: '2099-05-03T08:00:00.000Z' },
              amountDue: 275,
              refundAmount: 0,
              status: 'PENDING_PAYMENT',
              seatNumbers: ['5A'],
              payment: {
                address: 'bc1qchangeaddress',
                uri: 'bitcoin:bc1qchangeaddress?amount=0.0055',
                amountSats: 550_000,
                btcUsdRate: 50_000,
                payBy: '2099-04-01T09:30:00.000Z',
                status: 'AWAITING',
                receivedSats: 0,
              },
            },
          ],
        } satisfies Booking),
      ),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
    );
    renderAt(path, pages);
    const list = await screen.findByTestId('change-list');
    expect(list).toHaveTextContent(`${sampleBooking.flightNumber} → SK999`);
    expect(list).toHaveTextContent(changeScreenMessages.pendingChange);
    expect(list).toHaveTextContent(changeScreenMessages.newInvoice);
    expect(list).toHaveTextContent('0.0055');
    expect(list).toHaveTextContent('bc1qchangeaddress');
    expect(list).toHaveTextContent(
      `${changeScreenMessages.payBy} ${airportDateTime('2099-04-01T09:30:00.000Z', sampleBooking.departure.city)}`,
    );
  });
});
