import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripSearch } from '@/lib/search-params';
import { TripSearchBox } from './trip-search-box';

describe('TripSearchBox', () => {
  it('offers the airports once a city field is focused, and searches a chosen airport by its city', async () => {
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    const { container } = render(<TripSearchBox onSearch={(search) => searches.push(search)} />);
    const suggestions = () => container.querySelectorAll('datalist option');
    expect(suggestions()).toHaveLength(0);

    await user.click(screen.getByLabelText('From'));
    await waitFor(() => expect(suggestions().length).toBeGreaterThan(200));
    await user.type(screen.getByLabelText('From'), 'Paris, Charles de Gaulle (CDG)');
    await user.type(screen.getByLabelText('To'), 'Lagos ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      trip: 'oneway',
      legs: [{ from: 'Paris', to: 'Lagos', date: '' }],
      party: { adults: 1, children: 0, infants: 0 },
    });
  });

  it('a return flies the first leg back; more lap infants than adults is refused', async () => {
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    render(<TripSearchBox onSearch={(search) => searches.push(search)} />);
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    await user.type(screen.getByLabelText('From (flight 1)'), 'Arad');
    await user.type(screen.getByLabelText('To (flight 1)'), 'Oslo');
    await user.clear(screen.getByLabelText('Infants'));
    await user.type(screen.getByLabelText('Infants'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Each infant on a lap needs an adult of their own',
    );
    expect(searches).toHaveLength(0);
    await user.clear(screen.getByLabelText('Adults'));
    await user.type(screen.getByLabelText('Adults'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      trip: 'return',
      legs: [
        { from: 'Arad', to: 'Oslo' },
        { from: 'Oslo', to: 'Arad' },
      ],
      party: { adults: 2, infants: 2 },
    });
  });
});
