import type { Flight } from '@skylark/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { sampleFlight } from '@/test/records';
import { FlightCard } from './flight-card';

const flight: Flight = {
  ...sampleFlight,
  status: 'DELAYED',
  classTypes: [
    sampleFlight.classTypes[0]!,
    { _id: 'c2', type: 'FIRST', price: 2500, availableSeats: 1, totalSeats: 20 },
  ],
};

describe('FlightCard', () => {
  it('shows number, cities, the date, the lowest price, a chip per class and View Details', () => {
    render(
      <MemoryRouter>
        <FlightCard flight={flight} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Flight SK1234' });
    expect(card).toHaveTextContent('Paris');
    expect(card).toHaveTextContent('Dubai');
    expect(card).toHaveTextContent(/May 01, 2099/);
    expect(card).toHaveTextContent('$299.00');
    expect(card).toHaveTextContent('Economy · 24 seats');
    expect(card).toHaveTextContent('First Class · 1 seat');
    expect(within(card).getByText('Delayed')).toHaveClass('text-warning-700');
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/book-flights/${sampleFlight._id}`,
    );
  });

  it('on an Arabic page names Paris and Dubai in Arabic, each airport by its own name (docs/decisions/110)', async () => {
    await changeLanguage('ar');
    render(
      <MemoryRouter>
        <FlightCard flight={flight} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('article');
    expect(within(card).getByText('باريس')).toBeInTheDocument();
    expect(within(card).getByText('دبي')).toBeInTheDocument();
    expect(within(card).getByText('باريس، Charles de Gaulle (CDG)')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Paris');
  });
});
