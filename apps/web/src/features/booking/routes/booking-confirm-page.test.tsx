import {
  bookingScreenMessages,
  IDEMPOTENCY_KEY_HEADER,
  MSG,
  ageOnDeparture,
  localDay,
  type Booking,
  type CreateBookingInput,
} from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, networkError, ok, on, serve, type Answer, type SeenRequest } from '@/test/api';
import { sampleBooking, sampleFlight, sampleUser } from '@/test/records';
import { setUserSession } from '@/lib/session';
import { LocationProbe, renderAt } from '@/test/render';
import BookingConfirmPage from './booking-confirm-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = `/booking/confirm/${sampleFlight._id}`;
const pages = {
  '/booking/confirm/:flightId': <BookingConfirmPage />,
  '/book-flights/:id': <LocationProbe />,
  '/bookings/:id': <LocationProbe />,
  '/search-flights': <LocationProbe />,
};

function network(onCreate: (request: SeenRequest) => Answer<Booking> = () => ok(sampleBooking)) {
  return serve(
    on(
      'GET /user/flights/:id/seats',
      ok({
        availableSeats: [
          { seatNumber: '10B' },
          { seatNumber: '2C' },
          { seatNumber: '2A' },
          { seatNumber: '9F' },
        ],
      }),
    ),
    on('GET /user/flights/:id', ok(sampleFlight)),
    on('POST /user/bookings', onCreate),
  );
}

describe('Booking confirmation', () => {
  it('sends the customer back to the flight without a class in navigation state', async () => {
    network();
    renderAt(path, pages);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/book-flights/${sampleFlight._id}`);
  });

  it('shows "Flight not found" with Back to Search', async () => {
    serve(
      on('GET /user/flights/:id/seats', failure(404, 'Flight not found')),
      on('GET /user/flights/:id', failure(404, 'Flight not found')),
    );
    renderAt(path, pages, { classType: 'ECONOMY' });
    expect(await screen.findByRole('heading', { name: 'Flight not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Search' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/search-flights');
  });

  it('says in a toast that the seats could not be loaded', async () => {
    serve(
      on('GET /user/flights/:id/seats', failure(500, 'Failed to fetch available seats')),
      on('GET /user/flights/:id', ok(sampleFlight)),
    );
    renderAt(path, pages, { classType: 'ECONOMY' });
    const said = await screen.findAllByText(MSG.loadSeatsFailed);
    expect(said.some((e) => e.closest('[role="status"]'))).toBe(true);
  });

  it('prefills from the signed-in user, loads the class seats sorted, and marks required fields', async () => {
    setUserSession('token', sampleUser);
    const seen = network();
    renderAt(path, pages, { classType: 'BUSINESS' });
    const seat = await screen.findByLabelText('Seat');
    await waitFor(() => expect(seat.querySelectorAll('option')).toHaveLength(5));
    expect([...seat.querySelectorAll('option')].slice(1).map((o) => o.textContent)).toEqual([
      '2A',
      '2C',
      '9F',
      '10B',
    ]);
    expect(seen.find((r) => r.url.pathname.endsWith('/seats'))?.url.searchParams.get('classType')).toBe(
      'BUSINESS',
    );
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('MALE');
    expect(screen.getByLabelText(/^Meal Preference/)).toHaveValue('REGULAR');
    for (const label of ['First Name', 'Last Name', 'Date of Birth', 'Gender', 'Email', 'Phone', 'Seat']) {
      expect(screen.getByText(label, { selector: 'label' }).parentElement).toHaveTextContent(`${label}*`);
    }
  });

  it('checks name, then date of birth, then seat, and books once per form key', async () => {
    setUserSession('token', sampleUser);
    const seen = network();
    renderAt(path, pages, { classType: 'ECONOMY' });
    const user = userEvent.setup();
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    const submit = screen.getByRole('button', { name: 'Confirm Booking' });
    await user.click(submit);
    expect((await screen.findAllByText(MSG.enterPassengerName)).length).toBeGreaterThan(0);
    await user.type(first, 'Grace');
    await user.click(submit);
    expect((await screen.findAllByText(MSG.enterDateOfBirth)).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Date of Birth/), '1990-12-31');
    await user.click(submit);
    expect((await screen.findAllByText(MSG.selectSeat)).length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    const seat = screen.getByLabelText('Seat');
    await waitFor(() => expect(seat.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(seat, '2C');
    await user.click(screen.getByLabelText('Infant'));
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent(`/bookings/${sampleBooking._id}`);
    expect(await screen.findByText(MSG.bookingCreatedToast)).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/.{16,}/);
    expect(posts[0]!.body as CreateBookingInput).toEqual({
      flightId: sampleFlight._id,
      classType: 'ECONOMY',
      passengers: [
        {
          firstName: 'Grace',
          lastName: 'Lovelace',
          age: ageOnDeparture('1990-12-31', new Date(sampleFlight.departure.date)),
          dateOfBirth: '1990-12-31',
          gender: 'MALE',
        },
      ],
      seatNumbers: ['2C'],
      mealPreferences: ['REGULAR'],
      specialAssistance: [{ wheelchair: false, infant: true, elderly: false }],
    });
  });

  it('shows the server message when booking fails, and retries with the same key', async () => {
    setUserSession('token', sampleUser);
    const seen = network(() => failure(409, 'Seat 2A is no longer available'));
    renderAt(path, pages, { classType: 'ECONOMY' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date of Birth/), '1990-01-01');
    const seat = screen.getByLabelText('Seat');
    await waitFor(() => expect(seat.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(seat, '2A');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Seat 2A is no longer available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST')).toHaveLength(2));
    const keys = seen.filter((r) => r.method === 'POST').map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows each error at its field, focuses the first one, and refuses a date of birth in the future', async () => {
    setUserSession('token', sampleUser);
    const seen = network();
    renderAt(`${path}?class=ECONOMY`, pages);
    const user = userEvent.setup();
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(screen.getByLabelText(/^Date of Birth/), localDay(tomorrow));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText(MSG.enterPassengerName)).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(MSG.enterPassengerName);
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveAccessibleDescription(
      bookingScreenMessages.dateOfBirthInFuture,
    );
    expect(screen.getByLabelText('Seat')).toHaveAccessibleDescription(MSG.selectSeat);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('books a family: passengers added and removed, one seat each, total = price × passengers, special requests sent', async () => {
    setUserSession('token', sampleUser);
    const seen = network();
    renderAt(`${path}?class=ECONOMY`, pages);
    const user = userEvent.setup();
    const price = sampleFlight.classTypes.find((c) => c.type === 'ECONOMY')!.price;
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await user.type(await screen.findByLabelText(/^Date of Birth/), '1980-05-05');
    await user.click(screen.getByRole('button', { name: bookingScreenMessages.addPassenger }));
    await user.click(screen.getByRole('button', { name: bookingScreenMessages.addPassenger }));
    expect(screen.getByRole('heading', { name: 'Passenger 3' })).toBeInTheDocument();
    expect(screen.getByTestId('total-above-button')).toHaveTextContent(money(price * 3));
    await user.click(screen.getByRole('button', { name: `${bookingScreenMessages.removePassenger} 3` }));
    expect(screen.queryByRole('heading', { name: 'Passenger 3' })).not.toBeInTheDocument();
    expect(screen.getByTestId('total-above-button')).toHaveTextContent(money(price * 2));

    const [, second] = screen.getAllByLabelText(/^First Name/);
    await user.type(second!, 'Ben');
    await user.type(screen.getAllByLabelText(/^Last Name/)[1]!, 'Lovelace');
    await user.type(screen.getAllByLabelText(/^Date of Birth/)[1]!, '2015-01-02');
    const seatsOf = () => screen.getAllByLabelText('Seat');
    await waitFor(() => expect(seatsOf()[0]!.querySelectorAll('option').length).toBeGreaterThan(1));
    await user.selectOptions(seatsOf()[0]!, '2A');
    // a seat chosen for one passenger is not offered to the other
    expect([...seatsOf()[1]!.querySelectorAll('option')].map((o) => o.value)).not.toContain('2A');
    await user.selectOptions(seatsOf()[1]!, '2C');
    await user.type(screen.getByLabelText(bookingScreenMessages.specialRequests), 'Window for the child');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/bookings/${sampleBooking._id}`);
    const body = seen.find((r) => r.method === 'POST')!.body as CreateBookingInput;
    expect(body.passengers.map((p) => p.firstName)).toEqual(['Ada', 'Ben']);
    expect(body.seatNumbers).toEqual(['2A', '2C']);
    expect(body.mealPreferences).toHaveLength(2);
    expect(body.specialRequests).toBe('Window for the child');
  });

  describe('keeps what was chosen (docs/product.md#142-group-bookings-and-the-seat-map)', () => {
    const fillAndChooseSeat = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(await screen.findByLabelText(/^Date of Birth/), '1990-01-01');
      const seat = screen.getByLabelText('Seat');
      await waitFor(() => expect(seat.querySelectorAll('option').length).toBeGreaterThan(1));
      await user.selectOptions(seat, '2A');
    };
    const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST');

    it('a reload finds the passengers, the seat and the requests as they were', async () => {
      setUserSession('token', sampleUser);
      network();
      const first = renderAt(path, pages, { classType: 'ECONOMY' });
      const user = userEvent.setup();
      await fillAndChooseSeat(user);
      await user.type(screen.getByLabelText(bookingScreenMessages.specialRequests), 'Window please');
      first.unmount();

      renderAt(`${path}?class=ECONOMY`, pages);
      expect(await screen.findByLabelText(bookingScreenMessages.specialRequests)).toHaveValue(
        'Window please',
      );
      expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('1990-01-01');
      await waitFor(() => expect(screen.getByLabelText('Seat')).toHaveValue('2A'));
    });

    it('once booked, coming back shows that booking instead of a form that would book again', async () => {
      setUserSession('token', sampleUser);
      const seen = network();
      const first = renderAt(path, pages, { classType: 'ECONOMY' });
      const user = userEvent.setup();
      await fillAndChooseSeat(user);
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(`/bookings/${sampleBooking._id}`);
      first.unmount();

      renderAt(`${path}?class=ECONOMY`, pages);
      expect(
        await screen.findByRole('heading', { name: bookingScreenMessages.alreadyBooked }),
      ).toBeInTheDocument();
      expect(screen.getByText(`Tracking ID ${sampleBooking.trackingId}`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: bookingScreenMessages.viewBooking })).toHaveAttribute(
        'href',
        `/bookings/${sampleBooking._id}`,
      );
      expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: bookingScreenMessages.bookAgain }));
      expect(await screen.findByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
      // a new booking of the same flight is a new request, with a key of its own
      await fillAndChooseSeat(user);
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      await waitFor(() => expect(posts(seen)).toHaveLength(2));
      const [a, b] = posts(seen).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
      expect(a).not.toBe(b);
    });

    it('a booking whose answer was lost is asked for again with the same key, and made once', async () => {
      setUserSession('token', sampleUser);
      let calls = 0;
      const seen = network(() => (++calls === 1 ? networkError() : ok(sampleBooking)));
      renderAt(path, pages, { classType: 'ECONOMY' });
      const user = userEvent.setup();
      await fillAndChooseSeat(user);
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(await screen.findByTestId('location', {}, { timeout: 30_000 })).toHaveTextContent(
        `/bookings/${sampleBooking._id}`,
      );
      const keys = posts(seen).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
    });

    it('says so when it cannot tell whether the booking was made, and keeps the key for the next try', async () => {
      setUserSession('token', sampleUser);
      const seen = network(() => networkError());
      renderAt(path, pages, { classType: 'ECONOMY' });
      const user = userEvent.setup();
      await fillAndChooseSeat(user);
      await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
      expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
        bookingScreenMessages.bookingOutcomeUnknown,
      );
      expect(screen.queryByText(MSG.networkError)).not.toBeInTheDocument();
      const keys = new Set(posts(seen).map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER)));
      expect(posts(seen)).toHaveLength(3);
      expect(keys.size).toBe(1);
    });
  });
});
