import {
  DAY_MS,
  invoiceScreenMessages,
  MSG,
  refundAmountText,
  refundMessages,
  type Booking,
} from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import MyBookingsPage from './my-bookings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (data: Booking[], totalPages = 1) =>
  ok({ data, currentPage: 1, totalPages, totalBookings: data.length });
const pages = {
  '/bookings': <MyBookingsPage />,
  '/book-flights': <LocationProbe />,
  '/bookings/:id': <LocationProbe />,
};

describe('My Bookings', () => {
  it('shows "No bookings found" with Book a Flight', async () => {
    serve(on('GET /user/bookings', page([])));
    renderAt('/bookings', pages);
    expect(await screen.findByRole('heading', { name: 'No bookings found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Book a Flight' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-flights');
  });

  it('shows each card, tracking ID first, and offers Cancel for every active booking (docs/product.md#23-visitor-and-customer-screens)', async () => {
    const confirmed: Booking = {
      ...sampleBooking,
      _id: 'b2',
      id: 'b2',
      flightNumber: 'SK2000',
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
    };
    const cancelled: Booking = {
      ...sampleBooking,
      _id: 'b3',
      id: 'b3',
      flightNumber: 'SK3000',
      bookingStatus: 'CANCELLED',
      cancellation: {
        cancelled: true,
        date: '2026-03-02T00:00:00.000Z',
        refundAmount: 0,
        reason: 'Payment not verified',
      },
    };
    serve(on('GET /user/bookings', page([sampleBooking, confirmed, cancelled])));
    renderAt('/bookings', pages);
    const pending = await screen.findByRole('article', { name: 'Booking SK1234' });
    expect(pending).toHaveTextContent('PENDING');
    expect(pending).toHaveTextContent('$1,234.50');
    expect(pending).toHaveTextContent('Economy');
    expect(pending).toHaveTextContent('Seat 12C');
    expect(pending).toHaveTextContent('Wheelchair needed, Elderly assistance needed');
    expect(pending.textContent?.indexOf(sampleBooking.trackingId)).toBe('Tracking ID '.length);
    expect(within(pending).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Booking SK3000' })).queryByRole('button', {
        name: 'Cancel',
      }),
    ).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Booking SK2000' })).getByRole('button', { name: 'Cancel' }),
    ).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/bookings/${sampleBooking._id}`,
    );
  });

  it("confirms at the server's quote, shows the server message and the refund, then reloads", async () => {
    const confirmed: Booking = {
      ...sampleBooking,
      bookingStatus: 'CONFIRMED',
      paymentStatus: 'CONFIRMED',
      totalAmount: 200,
      departure: { ...sampleBooking.departure, date: new Date(Date.now() + 5 * DAY_MS).toISOString() },
    };
    let cancelled = false;
    const quote = {
      quoteId: 'q-1',
      refundAmount: 100,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      refundPercent: 50,
      paid: true,
    };
    let cancelBody: unknown;
    const seen = serve(
      on('GET /user/bookings/:id/cancellation-quote', ok(quote)),
      on('POST /user/bookings/:id/cancel', (request) => {
        cancelled = true;
        cancelBody = request.body;
        return ok(
          {
            ...confirmed,
            bookingStatus: 'CANCELLED',
            cancellation: {
              cancelled: true,
              date: new Date().toISOString(),
              refundAmount: 100,
              reason: null,
            },
          },
          MSG.bookingCancelled,
        );
      }),
      on('GET /user/bookings', () =>
        page([cancelled ? { ...confirmed, bookingStatus: 'CANCELLED' } : confirmed]),
      ),
    );
    renderAt('/bookings', pages);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('50%');
    expect(dialog).toHaveTextContent('$100.00');
    expect(dialog).toHaveTextContent('based on the cancellation policy');
    await user.type(
      within(dialog).getByLabelText('Bitcoin refund address'),
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(MSG.bookingCancelled)).toBeInTheDocument();
    expect(await screen.findByText(refundAmountText('$100.00'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('CANCELLED'));
    expect(cancelBody).toEqual({
      quoteId: 'q-1',
      refundAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    expect(
      seen.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/user/bookings')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  /** Opens the cancel dialog of the one booking listed, unpaid, and answers the dialog. */
  async function cancelDialogOf(booking: Booking) {
    const unpaid = {
      quoteId: 'q-1',
      refundAmount: 0,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      refundPercent: 0,
      paid: false,
    };
    serve(
      on('GET /user/bookings/:id/cancellation-quote', ok(unpaid)),
      on('GET /user/bookings', page([booking])),
    );
    renderAt('/bookings', pages);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    return screen.findByRole('dialog');
  }

  it('the cancel question names every flight of a trip and counts its seats', async () => {
    const second = { ...sampleBooking.segments![0]!, flightNumber: 'SK2000', seatNumbers: ['12C', '12D'] };
    const trip: Booking = {
      ...sampleBooking,
      passengers: [
        sampleBooking.passengers[0]!,
        { ...sampleBooking.passengers[0]!, firstName: 'Byron', seatNumber: '12D' },
      ],
      segments: [{ ...sampleBooking.segments![0]!, seatNumbers: ['12C', '12D'] }, second],
    };
    expect(await cancelDialogOf(trip)).toHaveTextContent(
      'Are you sure you want to cancel booking K7M2X9P4Q8RT (flights SK1234 · SK2000)? Its 4 seats will be released.',
    );
  });

  it('the cancel question of one seat on one flight', async () => {
    expect(await cancelDialogOf(sampleBooking)).toHaveTextContent(
      'Are you sure you want to cancel booking K7M2X9P4Q8RT (flight SK1234)? The seat will be released.',
    );
  });

  it('a quote that changed meanwhile is shown again before anything is cancelled', async () => {
    const confirmed: Booking = { ...sampleBooking, bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' };
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    const quotes = [
      { quoteId: 'q-1', refundAmount: 1111.05, expiresAt, refundPercent: 90, paid: true },
      { quoteId: 'q-2', refundAmount: 617.25, expiresAt, refundPercent: 50, paid: true },
    ];
    let asked = 0;
    const named: unknown[] = [];
    serve(
      on('GET /user/bookings', page([confirmed])),
      on('GET /user/bookings/:id/cancellation-quote', () => ok(quotes[Math.min(asked++, 1)]!)),
      on('POST /user/bookings/:id/cancel', (request) => {
        named.push((request.body as { quoteId: string }).quoteId);
        return named.length === 1
          ? failure(409, refundMessages.quoteChanged, undefined, 'QUOTE_CHANGED')
          : ok({ ...confirmed, bookingStatus: 'CANCELLED' }, MSG.bookingCancelled);
      }),
    );
    renderAt('/bookings', pages);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('$1,111.05')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await within(dialog).findByText('$617.25')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(refundMessages.quoteChanged);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText(MSG.bookingCancelled)).toBeInTheDocument();
    expect(named).toEqual(['q-1', 'q-2']);
  });

  it('shows the server message when the list fails', async () => {
    serve(on('GET /user/bookings', failure(422, 'Bookings are unavailable right now')));
    renderAt('/bookings', pages);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bookings are unavailable right now');
  });

  it('a booking cancelled for want of payment reads "Expired: not paid in time"', async () => {
    const expired: Booking = { ...sampleBooking, bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' };
    serve(on('GET /user/bookings', page([expired])));
    renderAt('/bookings', pages);
    const card = await screen.findByRole('article', { name: 'Booking SK1234' });
    expect(card).toHaveTextContent(invoiceScreenMessages.expired);
    expect(card).not.toHaveTextContent('CANCELLED');
  });
});
