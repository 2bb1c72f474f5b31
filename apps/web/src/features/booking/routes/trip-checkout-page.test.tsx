import { MSG, fareRuleLines, type Booking, type CreateBookingInput } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleBooking, sampleFlight, sampleUser } from '@/test/records';
import { setUserSession } from '@/lib/session';
import { LocationProbe, renderAt } from '@/test/render';
import BookingConfirmPage from './booking-confirm-page';
import TripCheckoutPage from './trip-checkout-page';

afterEach(() => {
  sessionStorage.clear();
});

const back = {
  ...sampleFlight,
  _id: '33333333-3333-4333-8333-333333333333',
  flightNumber: 'SK4321',
  departure: { city: sampleFlight.arrival.city, date: '2099-05-08T08:00:00.000Z' },
  arrival: { city: sampleFlight.departure.city, date: '2099-05-08T14:00:00.000Z' },
};
const pages = {
  '/booking/confirm/:flightId': <BookingConfirmPage />,
  '/book': <TripCheckoutPage />,
  '/bookings/:id': <LocationProbe />,
};

function network(onCreate: (body: CreateBookingInput) => Booking = () => sampleBooking) {
  return serve(
    on('GET /user/flights/:id/seats', (request) =>
      ok({
        availableSeats: (request.url.searchParams.get('classType') === 'BUSINESS'
          ? ['1A', '1B', '2A']
          : ['10B', '2C', '2A', '9F']
        ).map((seatNumber) => ({ seatNumber })),
      }),
    ),
    on('GET /user/flights/:id', (request) =>
      ok(request.url.pathname.endsWith(back._id) ? back : sampleFlight),
    ),
    on('POST /user/bookings', (request) => ok(onCreate(request.body as CreateBookingInput))),
  );
}

/** The summary's fare rules and fare breakdown (`adults`: one adult's list price), and one seat map per flight. */
async function expectCheckout(summaryName: string, classes: string[], adults: string) {
  const summary = await screen.findByRole('complementary', { name: summaryName });
  for (const label of classes) {
    const rules = within(summary).getByRole('region', { name: `Fare rules (${label})` });
    for (const rule of fareRuleLines(label === 'Economy' ? 'ECONOMY' : 'BUSINESS'))
      expect(rules).toHaveTextContent(rule.text);
  }
  // the list price of the flights together, then the offer the rules give, then the total
  expect(within(summary).getByLabelText('Fare breakdown')).toHaveTextContent(
    new RegExp(`^Adults \\(12\\+\\) × 1\\${adults}.*Total\\$`),
  );
  for (const label of classes)
    expect(await screen.findByRole('grid', { name: `Seat Map, ${label} class` })).toBeInTheDocument();
  expect(screen.getAllByRole('grid')).toHaveLength(classes.length);
}

describe('Checkout', () => {
  it('of one flight shows its fare rules, the fare breakdown and its seat map', async () => {
    setUserSession('token', sampleUser);
    network();
    renderAt(`/booking/confirm/${sampleFlight._id}`, pages, { classType: 'ECONOMY' });
    expect(await screen.findByRole('heading', { name: 'Confirm Booking' })).toBeInTheDocument();
    await expectCheckout('Flight summary', ['Economy'], '$299.00');
    expect(screen.getByRole('heading', { name: 'Seat Map' })).toBeInTheDocument();
  });

  it('of two flights shows the fare rules of each class, one breakdown, a seat map per flight, and books both', async () => {
    setUserSession('token', sampleUser);
    const bodies: CreateBookingInput[] = [];
    network((body) => {
      bodies.push(body);
      return sampleBooking;
    });
    renderAt(`/book?segments=${sampleFlight._id}:ECONOMY,${back._id}:BUSINESS`, pages);
    expect(await screen.findByRole('heading', { name: 'Confirm Trip' })).toBeInTheDocument();
    await expectCheckout('Trip summary', ['Economy', 'Business'], '$1,198.00');
    expect(screen.getByRole('heading', { name: /^Flight 2: Dubai/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Date of Birth/), '1990-12-31');
    const economy = screen.getByRole('grid', { name: 'Seat Map, Economy class' });
    await user.click(within(economy).getByRole('button', { name: /^Seat 2C/ }));
    await waitFor(() => expect(screen.getByLabelText('Seat')).toHaveValue('2C'));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    // the later flight's seat is asked for at its own card
    expect(await screen.findByText(MSG.selectSeat)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const business = screen.getByRole('grid', { name: 'Seat Map, Business class' });
    await user.click(within(business).getByRole('button', { name: /^Seat 1B/ }));
    expect(screen.getByLabelText('Passenger 1 seat, flight 2')).toHaveValue('1B');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/bookings/${sampleBooking._id}`);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.segments).toEqual([
      { flightId: sampleFlight._id, classType: 'ECONOMY', seatNumbers: ['2C'] },
      { flightId: back._id, classType: 'BUSINESS', seatNumbers: ['1B'] },
    ]);
  });
});
