import { type Booking, changeScreenMessages, changeMessages } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleBooking, sampleCheckIn } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import BookingDetailPage from './booking-detail-page';

const pages = {
  '/bookings/:id': <BookingDetailPage />,
  '/payment/:id': <LocationProbe />,
};
const path = `/bookings/${sampleBooking._id}`;
const paid: Booking = { ...sampleBooking, bookingStatus: 'CONFIRMED', paymentStatus: 'CONFIRMED' };
const other = {
  flightId: '22222222-2222-4222-8222-222222222222',
  flightNumber: 'SK2000',
  departure: { city: paid.departure.city, date: '2099-05-02T08:00:00.000Z' },
  arrival: { city: paid.arrival.city, date: '2099-05-02T12:00:00.000Z' },
  price: 1500,
  seatsLeft: 40,
};
const quote = {
  quoteId: '33333333-3333-4333-8333-333333333333',
  segment: 0,
  flightId: other.flightId,
  seatNumbers: ['4A'],
  fareDifference: 265.5,
  changeFee: 75,
  amountDue: 340.5,
  refundAmount: 0,
  freeMove: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
};

describe('Changing flight on the booking detail (docs/product.md#148-changing-flight)', () => {
  it('picks a flight, shows the server quote, and opens the payment page of the difference', async () => {
    const changed: Booking = {
      ...paid,
      _id: '44444444-4444-4444-8444-444444444444',
      id: '44444444-4444-4444-8444-444444444444',
      bookingStatus: 'PENDING',
      paymentStatus: 'PENDING',
    };
    const seen = serve(
      on('GET /user/bookings/:id', ok(paid)),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
      on('GET /user/bookings/:id/change-options', ok({ freeMove: null, changeFee: 75, flights: [other] })),
      on(
        'GET /user/flights/:id/seats',
        ok({ availableSeats: [{ seatNumber: '4A' }, { seatNumber: '4B' }] as never }),
      ),
      on('GET /user/bookings/:id/change-quote', ok(quote)),
      on('POST /user/bookings/:id/change', ok(changed, changeMessages.changeAwaitingPayment)),
    );
    renderAt(path, pages);
    await userEvent.click(await screen.findByRole('button', { name: changeScreenMessages.changeFlight }));
    const dialog = await screen.findByRole('dialog', { name: changeScreenMessages.changeFlight });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SK2000/ }));
    const summary = await within(dialog).findByTestId('change-quote');
    expect(summary).toHaveTextContent('$340.50');
    await userEvent.click(
      within(dialog).getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay $340.50` }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/payment/${changed.id}`);
    const sent = seen.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/change'));
    expect(sent?.body).toEqual({
      segment: 0,
      quoteId: quote.quoteId,
      flightId: other.flightId,
      seatNumbers: ['4A'],
    });
  });

  it('changes an unpaid booking: the whole new fare and the fee, then the payment page of the new booking', async () => {
    const next: Booking = { ...sampleBooking, _id: other.flightId, id: other.flightId };
    serve(
      on('GET /user/bookings/:id', ok(sampleBooking)),
      on('GET /user/bookings/:id/change-options', ok({ freeMove: null, changeFee: 75, flights: [other] })),
      on('GET /user/flights/:id/seats', ok({ availableSeats: [{ seatNumber: '4A' }] as never })),
      on('GET /user/bookings/:id/change-quote', ok({ ...quote, fareDifference: 1500, amountDue: 1575 })),
      on('POST /user/bookings/:id/change', ok(next, changeMessages.changedUnpaid)),
    );
    renderAt(path, pages);
    await userEvent.click(await screen.findByRole('button', { name: changeScreenMessages.changeFlight }));
    const dialog = await screen.findByRole('dialog', { name: changeScreenMessages.changeFlight });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SK2000/ }));
    const summary = await within(dialog).findByTestId('change-quote');
    expect(summary).toHaveTextContent(`${changeScreenMessages.newFare}$1,500.00`);
    expect(summary).toHaveTextContent(changeScreenMessages.unpaidInvoice);
    expect(summary).not.toHaveTextContent(changeScreenMessages.newInvoice);
    await userEvent.click(
      within(dialog).getByRole('button', { name: `${changeScreenMessages.confirmChange}: pay $1,575.00` }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(`/payment/${next.id}`);
  });

  it('on a trip, asks which flight to change and changes that one only', async () => {
    const back = {
      ...sampleBooking.segments[0]!,
      flightId: '55555555-5555-4555-8555-555555555555',
      flightNumber: 'SK4321',
      departure: { city: sampleBooking.segments[0]!.arrival.city, date: '2099-05-08T08:00:00.000Z' },
      arrival: { city: sampleBooking.segments[0]!.departure.city, date: '2099-05-08T14:00:00.000Z' },
    };
    const trip: Booking = { ...paid, segments: [...paid.segments, back] };
    const seen = serve(
      on('GET /user/bookings/:id', ok(trip)),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
      on('GET /user/bookings/:id/change-options', ok({ freeMove: null, changeFee: 75, flights: [other] })),
      on('GET /user/flights/:id/seats', ok({ availableSeats: [{ seatNumber: '4A' }] as never })),
      on('GET /user/bookings/:id/change-quote', ok({ ...quote, segment: 1, amountDue: 0, refundAmount: 10 })),
      on('POST /user/bookings/:id/change', ok(paid, changeMessages.changed)),
    );
    renderAt(path, pages);
    await userEvent.click(await screen.findByRole('button', { name: changeScreenMessages.changeFlight }));
    const dialog = await screen.findByRole('dialog', { name: changeScreenMessages.changeFlight });
    const legs = within(dialog).getByRole('group', { name: changeScreenMessages.chooseLeg });
    await userEvent.click(within(legs).getByRole('radio', { name: /Flight 2: SK4321/ }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /SK2000/ }));
    await within(dialog).findByTestId('change-quote');
    await userEvent.click(within(dialog).getByRole('button', { name: changeScreenMessages.confirmChange }));
    await screen.findByText(changeMessages.changed);
    const asked = seen.filter((r) => r.url.pathname.endsWith('/change-options'));
    expect(asked.at(-1)?.url.searchParams.get('segment')).toBe('1');
    const quoted = seen.find((r) => r.url.pathname.endsWith('/change-quote'));
    expect(quoted?.url.searchParams.get('segment')).toBe('1');
    const sent = seen.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/change'));
    expect(sent?.body).toMatchObject({ segment: 1, flightId: other.flightId });
  });

  it('after a schedule change offers accept, a free move and a full refund; accepting asks the server', async () => {
    const moved: Booking = {
      ...paid,
      change: { replaces: null, replacedBy: null, freeMove: 'SCHEDULE_CHANGE' },
    };
    const seen = serve(
      on('GET /user/bookings/:id', ok(moved)),
      on('GET /user/bookings/:id/check-in', ok(sampleCheckIn)),
      on('POST /user/bookings/:id/accept-schedule', ok(paid, changeMessages.scheduleAccepted)),
      on(
        'GET /user/bookings/:id/cancellation-quote',
        ok({
          quoteId: quote.quoteId,
          refundAmount: 1234.5,
          expiresAt: quote.expiresAt,
          refundPercent: 100,
          paid: true,
        }),
      ),
    );
    renderAt(path, pages);
    const choices = await screen.findByTestId('change-choices');
    expect(within(choices).getByRole('button', { name: changeScreenMessages.moveFree })).toBeInTheDocument();
    expect(
      within(choices).getByRole('button', { name: changeScreenMessages.cancelFull }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: changeScreenMessages.changeFlight })).toBeNull();
    // one cancel: the full-refund choice, whose dialog quotes the full amount and the schedule change rule
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    await userEvent.click(within(choices).getByRole('button', { name: changeScreenMessages.cancelFull }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('cancel-quote')).toHaveTextContent(
      '100% of $1,234.50 = $1,234.50',
    );
    expect(dialog).toHaveTextContent('The refund follows the schedule change rule');
    expect(dialog).not.toHaveTextContent('cancellation policy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await userEvent.click(within(choices).getByRole('button', { name: changeScreenMessages.acceptTimes }));
    expect(await screen.findByText(changeMessages.scheduleAccepted)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/accept-schedule'))).toBe(true);
  });
});
