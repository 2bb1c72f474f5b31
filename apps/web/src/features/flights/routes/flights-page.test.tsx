import { searchMessages, segmentScreenMessages, partyFare } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import FlightsPage from './flights-page';

const found = (count: number) =>
  ok({
    data: Array.from({ length: count }, (_, i) => ({ ...sampleFlight, _id: `${sampleFlight._id}-${i}` })),
    currentPage: 1,
    totalPages: 1,
    totalFlights: count,
  });

describe('Available Flights', () => {
  it.each([
    [1, '1 flight matches your search'],
    [3, '3 flights match your search'],
  ])('counts %i search result(s) in words that agree', async (count, words) => {
    serve(on('GET /user/flights/search', () => found(count)));
    renderAt('/book-flights?from=Arad', { '/book-flights': <FlightsPage /> });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});

describe('a return trip picked from the results', () => {
  const out = { ...sampleFlight, _id: '33333333-3333-4333-8333-333333333333', flightNumber: 'SK100' };
  const landsAt = Date.parse(out.arrival.date);
  const at = (minutes: number) => new Date(landsAt + minutes * 60_000).toISOString();
  const backFrom = (id: string, flightNumber: string, minutes: number) => ({
    ...sampleFlight,
    _id: id,
    flightNumber,
    departure: { city: out.arrival.city, date: at(minutes) },
    arrival: { city: out.departure.city, date: at(minutes + 360) },
  });
  const tight = backFrom('44444444-4444-4444-8444-444444444444', 'SK201', 59);
  const easy = backFrom('55555555-5555-4555-8555-555555555555', 'SK202', 60);
  const trip = 'trip=return&legs=CDG-DXB-2099-05-01%2CDXB-CDG-2099-05-02&adults=2&children=1&infants=1';

  it('picks the outbound, then a return that connects, and opens the checkout with the party', async () => {
    serve(
      on('GET /user/flights/search', ({ url }) =>
        url.searchParams.get('departureCity') === 'CDG'
          ? ok({ data: [out], currentPage: 1, totalPages: 1, totalFlights: 1 })
          : ok({ data: [tight, easy], currentPage: 1, totalPages: 1, totalFlights: 2 }),
      ),
      on('GET /user/flights/calendar', ({ url }) => ok({ month: url.searchParams.get('month')!, days: [] })),
      on('GET /user/flights/:id', ({ url }) =>
        ok([out, tight, easy].find((f) => url.pathname.endsWith(f._id))!),
      ),
    );
    const user = userEvent.setup();
    renderAt(`/book-flights?${trip}`, {
      '/book-flights': (
        <>
          <FlightsPage />
          <LocationProbe />
        </>
      ),
    });

    expect(await screen.findByRole('heading', { name: /Choose flight 1: CDG → DXB/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Choose Economy on flight SK100' }));
    expect(await screen.findByRole('heading', { name: /Choose flight 2: DXB → CDG/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`picked=${out._id}%3AECONOMY`);

    // 59 minutes after landing does not connect, and says so instead of offering its classes
    const tightCard = await screen.findByRole('article', { name: 'Flight SK201' });
    expect(await within(tightCard).findByText(segmentScreenMessages.legDoesNotConnect)).toBeInTheDocument();
    expect(within(tightCard).queryByRole('button', { name: /Choose/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Choose Business on flight SK202' }));

    const picks = screen.getByRole('list', { name: segmentScreenMessages.yourTrip });
    expect(await within(picks).findByText(/SK202 .* Business/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Choose flight/ })).toBeNull();
    expect(screen.getByRole('link', { name: segmentScreenMessages.toCheckout })).toHaveAttribute(
      'href',
      `/book?segments=${out._id}%3AECONOMY%2C${easy._id}%3ABUSINESS&adults=2&children=1&infants=1`,
    );

    // Change drops that leg and the ones after it
    await user.click(screen.getByRole('button', { name: 'Change flight 1' }));
    expect(await screen.findByRole('heading', { name: /Choose flight 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: segmentScreenMessages.toCheckout })).toBeNull();
  });
});

describe('a multi-city trip picked from the results', () => {
  const leg = (
    id: string,
    flightNumber: string,
    from: string,
    to: string,
    departs: string,
    lands: string,
  ) => ({
    ...sampleFlight,
    _id: id,
    flightNumber,
    departure: { city: from, date: departs },
    arrival: { city: to, date: lands },
  });
  const first = leg(
    '66666666-6666-4666-8666-666666666666',
    'SK301',
    'OSL',
    'CDG',
    '2099-06-01T08:00:00.000Z',
    '2099-06-01T10:00:00.000Z',
  );
  const second = leg(
    '77777777-7777-4777-8777-777777777777',
    'SK302',
    'CDG',
    'DXB',
    '2099-06-03T08:00:00.000Z',
    '2099-06-03T14:00:00.000Z',
  );
  const early = leg(
    '88888888-8888-4888-8888-888888888888',
    'SK303',
    'DXB',
    'OSL',
    '2099-06-03T14:30:00.000Z',
    '2099-06-03T22:00:00.000Z',
  );
  const later = leg(
    '99999999-9999-4999-8999-999999999999',
    'SK304',
    'DXB',
    'OSL',
    '2099-06-05T09:00:00.000Z',
    '2099-06-05T16:00:00.000Z',
  );

  it('reads the picks from the address and offers the third flight, in order, those that connect', async () => {
    serve(
      on('GET /user/flights/search', () =>
        ok({ data: [early, later], currentPage: 1, totalPages: 1, totalFlights: 2 }),
      ),
      on('GET /user/flights/calendar', ({ url }) => ok({ month: url.searchParams.get('month')!, days: [] })),
      on('GET /user/flights/:id', ({ url }) =>
        ok([first, second, early, later].find((f) => url.pathname.endsWith(f._id))!),
      ),
    );
    const picked = encodeURIComponent(`${first._id}:ECONOMY,${second._id}:ECONOMY`);
    renderAt(
      `/book-flights?trip=multi&legs=OSL-CDG-2099-06-01%2CCDG-DXB-2099-06-03%2CDXB-OSL-2099-06-05&adults=1&picked=${picked}`,
      { '/book-flights': <FlightsPage /> },
    );
    expect(await screen.findByRole('heading', { name: /Choose flight 3: DXB → OSL/ })).toBeInTheDocument();
    const picks = screen.getByRole('list', { name: segmentScreenMessages.yourTrip });
    expect(await within(picks).findByText(/SK301/)).toBeInTheDocument();
    expect(await within(picks).findByText(/SK302/)).toBeInTheDocument();
    // 30 minutes after the second flight lands is too soon
    const earlyCard = await screen.findByRole('article', { name: 'Flight SK303' });
    expect(await within(earlyCard).findByText(segmentScreenMessages.legDoesNotConnect)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose Economy on flight SK304' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: segmentScreenMessages.toCheckout })).toBeNull();
  });
});

describe('a flight with no seats left for the party', () => {
  it('shows "Sold out" where it would have been listed, not "No flights match your search"', async () => {
    const full = { ...sampleFlight, flightNumber: 'SK777' };
    serve(
      on('GET /user/flights/search', () =>
        ok({ data: [], currentPage: 1, totalPages: 0, totalFlights: 0, soldOut: [full] }),
      ),
      on('GET /user/flights/calendar', ({ url }) => ok({ month: url.searchParams.get('month')!, days: [] })),
    );
    renderAt('/book-flights?from=Paris&to=Dubai', { '/book-flights': <FlightsPage /> });
    const card = await screen.findByRole('article', { name: `Flight SK777, ${searchMessages.soldOut}` });
    expect(within(card).getByText(searchMessages.soldOut)).toBeInTheDocument();
    expect(screen.queryByText('No flights match your search')).toBeNull();
  });
});

describe('a search on a phone', () => {
  const trip = 'trip=return&legs=CDG-DXB-2099-05-01%2CDXB-CDG-2099-05-05&adults=2&children=1&infants=1';

  it('folds the form and the filters behind a one-line summary that unfolds them', async () => {
    serve(
      on('GET /user/flights/search', () => found(1)),
      on('GET /user/flights/calendar', ({ url }) => ok({ month: url.searchParams.get('month')!, days: [] })),
    );
    renderAt(`/book-flights?${trip}`, { '/book-flights': <FlightsPage /> });
    const summary = await screen.findByTestId('search-summary');
    expect(summary).toHaveTextContent('Fri, May 1 · CDG → DXB');
    expect(summary).toHaveTextContent('Tue, May 5 · DXB → CDG');
    expect(summary).toHaveTextContent('3 passengers + 1 on a lap');
    // the form and the filters are hidden below the phone breakpoint, shown from it on
    const folded = document.getElementById('search-and-filters')!;
    expect(folded).toHaveClass('hidden', 'sm:block');
    expect(within(folded).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(folded).getByLabelText('Min price ($)')).toBeInTheDocument();
    const toggle = within(summary).getByRole('button', { name: 'Change search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide search');
    expect(folded).not.toHaveClass('hidden');
  });

  it('has no summary before a search: the form is the page', async () => {
    serve(on('GET /user/flights', () => found(1)));
    renderAt('/book-flights', { '/book-flights': <FlightsPage /> });
    expect(await screen.findByRole('search', { name: 'Search flights' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-summary')).toBeNull();
    expect(document.getElementById('search-and-filters')).not.toHaveClass('hidden');
  });
});

describe('the date strip beside the result card', () => {
  it('shows the family the same weekend price as the card: their total with the offer', async () => {
    const saturday = {
      ...sampleFlight,
      flightNumber: 'SK229',
      departure: { ...sampleFlight.departure, date: '2099-05-02T10:00:00.000Z' },
      arrival: { ...sampleFlight.arrival, date: '2099-05-02T16:00:00.000Z' },
      classTypes: [{ _id: 'c1', type: 'ECONOMY' as const, price: 229, availableSeats: 24, totalSeats: 24 }],
    };
    serve(
      on('GET /user/flights/search', () =>
        ok({ data: [saturday], currentPage: 1, totalPages: 1, totalFlights: 1 }),
      ),
      on('GET /user/flights/calendar', ({ url }) => {
        const month = url.searchParams.get('month')!;
        // the server prices the day's cheapest flight for the party it is sent, with the shared rule
        const party = {
          adults: Number(url.searchParams.get('adults')),
          children: Number(url.searchParams.get('children')),
        };
        const lowestTotal =
          partyFare({ classPriceCents: 22_900, departureAt: new Date(saturday.departure.date) }, party)
            .totalCents / 100;
        return ok({
          month,
          days:
            month === '2099-05' ? [{ date: '2099-05-02', lowestPrice: 229, flights: 1, lowestTotal }] : [],
        });
      }),
    );
    renderAt('/book-flights?trip=oneway&legs=CDG-DXB-2099-05-02&adults=2&children=1', {
      '/book-flights': <FlightsPage />,
    });
    // two adults and a child: the family offer (the child flies free) beats the weekend's 20 % off
    const card = await screen.findByRole('article', { name: 'Flight SK229' });
    expect(within(card).getByText('$458.00')).toBeInTheDocument();
    expect(within(card).getByText(/Family offer/)).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'Fares around your date' });
    const chosen = within(strip).getByRole('button', { current: 'date' });
    await waitFor(() => expect(chosen).toHaveTextContent('Sat, May 2from $458.00'));
    expect(screen.getByRole('button', { name: '2099-05-02: from $458.00' })).toHaveTextContent('$458.00');
  });
});
