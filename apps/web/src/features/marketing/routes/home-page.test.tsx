import { type Flight, MSG } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { failure, ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import HomePage from './home-page';

const flight = (n: number): Flight => ({
  _id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  flightNumber: `SK${100 + n}`,
  status: 'SCHEDULED',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2030-05-01T08:00:00.000Z' },
  arrival: { city: 'Dubai, Dubai International (DXB)', date: '2030-05-01T15:00:00.000Z' },
  departureTime: '2030-05-01T08:00:00.000Z',
  availableSeats: 100,
  lowestPrice: 399 + n,
  classTypes: [{ _id: `c${n}`, type: 'ECONOMY', price: 399 + n, availableSeats: 100, totalSeats: 180 }],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

describe('Home', () => {
  it('asks for page 1 with 6 flights and shows them with View All Flights', async () => {
    const seen = serve(
      on(
        'GET /user/flights',
        ok({ data: [1, 2, 3, 4, 5, 6].map(flight), currentPage: 1, totalPages: 2, totalFlights: 8 }),
      ),
    );
    renderAt('/', { '/': <HomePage /> });
    const section = await screen.findByRole('region', { name: 'Available Flights' });
    expect(await within(section).findAllByRole('article')).toHaveLength(6);
    expect(within(section).getByRole('link', { name: 'View All Flights' })).toHaveAttribute(
      'href',
      '/book-flights',
    );
    expect(seen[0]!.url.pathname).toBe('/api/v1/user/flights');
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '1', limit: '6' });
    expect(document.title).toMatch(/Skylark Airways/);
  });

  it('shows the marketing content of the spec', async () => {
    serve(on('GET /user/flights', ok({ data: [], currentPage: 1, totalPages: 0, totalFlights: 0 })));
    renderAt('/', { '/': <HomePage /> });
    expect(screen.getByText(/up to 25% off on international flights/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login to your account' })).toHaveAttribute('href', '/login');
    for (const text of [
      'Best Price Guarantee',
      'Secure Booking',
      '24/7 Support',
      '180+',
      '1M+',
      '150+',
      '99%',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const destinations = await screen.findByRole('region', { name: 'Popular Destinations' });
    for (const [city, price] of [
      ['Paris', '$299'],
      ['Dubai', '$399'],
      ['New York', '$199'],
      ['Tokyo', '$499'],
    ] as const) {
      // each leads to the flights to that city
      expect(
        within(destinations).getByRole('link', { name: new RegExp(`${city}.*${price.replace('$', '\\$')}`) }),
      ).toHaveAttribute('href', `/book-flights?to=${encodeURIComponent(city)}`);
    }
    // the sections below the fold come one per task
    const offers = await screen.findByRole('region', { name: 'Deals worth packing for' });
    expect(
      within(offers)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/book-flights?offer=early-bird',
      '/book-flights?offer=weekend',
      '/book-flights?offer=family',
    ]);
    expect(await screen.findByRole('region', { name: 'Why choose us' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
  });

  it('says "Failed to load available flights" when the list cannot load', async () => {
    serve(on('GET /user/flights', failure(404, '')));
    renderAt('/', { '/': <HomePage /> });
    const section = await screen.findByRole('region', { name: 'Available Flights' });
    expect(await within(section).findAllByText(MSG.loadAvailableFlightsFailed)).not.toHaveLength(0);
  });

  it('speaks Spanish to a visitor who chose it, while every link leads where the English one does', async () => {
    await changeLanguage('es');
    serve(on('GET /user/flights', ok({ data: [], currentPage: 1, totalPages: 0, totalFlights: 0 })));
    renderAt('/', { '/': <HomePage /> });
    expect(screen.getByText(/hasta un 25 % de descuento en vuelos internacionales/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrese ahora' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('Garantía del mejor precio')).toBeInTheDocument();
    expect(document.title).toMatch(/Reserve vuelos a precios competitivos/);
    const flights = await screen.findByRole('region', { name: 'Vuelos disponibles' });
    expect(await within(flights).findByText('No hay vuelos disponibles')).toBeInTheDocument();
    const destinations = await screen.findByRole('region', { name: 'Destinos populares' });
    // the city is shown in Spanish and filtered by its English name
    expect(within(destinations).getByRole('link', { name: /Nueva York/ })).toHaveAttribute(
      'href',
      `/book-flights?to=${encodeURIComponent('New York')}`,
    );
    expect(await screen.findByRole('region', { name: 'Por qué elegirnos' })).toBeInTheDocument();
    expect(screen.queryByText('Why choose us')).not.toBeInTheDocument();
  });
});
