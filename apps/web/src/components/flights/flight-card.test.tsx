import type { Flight } from '@skylark/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FlightCard } from './flight-card';

const flight: Flight = {
  _id: 'f1',
  flightNumber: 'SK123',
  status: 'DELAYED',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2030-03-01T09:30:00.000Z' },
  arrival: { city: 'Dubai, Dubai International (DXB)', date: '2030-03-01T16:30:00.000Z' },
  departureTime: '2030-03-01T09:30:00.000Z',
  availableSeats: 151,
  lowestPrice: 399.5,
  classTypes: [
    { _id: 'c1', type: 'ECONOMY', price: 399.5, availableSeats: 150, totalSeats: 180 },
    { _id: 'c2', type: 'FIRST', price: 2500, availableSeats: 1, totalSeats: 20 },
  ],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('FlightCard', () => {
  it('shows number, cities, the date, the lowest price, a chip per class and View Details', () => {
    render(
      <MemoryRouter>
        <FlightCard flight={flight} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Flight SK123' });
    expect(card).toHaveTextContent('Paris');
    expect(card).toHaveTextContent('Dubai');
    expect(card).toHaveTextContent(/Mar 01, 2030/);
    expect(card).toHaveTextContent('$399.50');
    expect(card).toHaveTextContent('Economy · 150 seats');
    expect(card).toHaveTextContent('First Class · 1 seat');
    expect(within(card).getByText('Delayed')).toHaveClass('text-warning-700');
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/book-flights/f1',
    );
  });
});
