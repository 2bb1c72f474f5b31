import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TripSearch } from '@/lib/search-params';
import { searchMessages } from '@skylark/contract';
import { TripSearchBox } from './trip-search-box';

/** The Return date field (a radio of the trip type is labelled "Return" too). */
const returnDate = () => screen.getByLabelText('Return', { selector: 'input[type="date"]' });

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
    await user.type(screen.getByLabelText('From'), 'Arad');
    await user.type(screen.getByLabelText('To'), 'Oslo');
    await user.type(screen.getByLabelText('Depart'), '2099-05-01');
    await user.type(returnDate(), '2099-05-08');
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
        { from: 'Arad', to: 'Oslo', date: '2099-05-01' },
        { from: 'Oslo', to: 'Arad', date: '2099-05-08' },
      ],
      party: { adults: 2, infants: 2 },
    });
  });

  it('reads From, To, Depart and Return in Return mode, and refuses a search without a return date in place', async () => {
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    render(<TripSearchBox onSearch={(search) => searches.push(search)} />);
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    expect(screen.queryByText(/Back:/)).toBeNull();
    expect(screen.queryByLabelText(/flight 1/)).toBeNull();
    await user.type(screen.getByLabelText('From'), 'Arad');
    await user.type(screen.getByLabelText('To'), 'Oslo');
    await user.type(screen.getByLabelText('Depart'), '2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(searchMessages.returnDateRequired);
    expect(returnDate()).toHaveAttribute('aria-invalid', 'true');
    // the form kit moves the focus to the field to fix
    await waitFor(() => expect(returnDate()).toHaveFocus());
    expect(searches).toHaveLength(0);
    await user.type(returnDate(), '2099-05-08');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(1));
  });

  it("labels each multi-city flight's remove button by its number, on that flight's row", async () => {
    const user = userEvent.setup();
    render(<TripSearchBox onSearch={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    await user.click(screen.getByRole('button', { name: 'Add flight' }));
    const remove = screen.getByRole('button', { name: 'Remove flight 3' });
    expect(remove.closest('li')).toHaveTextContent('Flight 3');
    expect(remove.closest('li')).toContainElement(screen.getByLabelText('From (flight 3)'));
    await user.click(remove);
    expect(screen.queryByLabelText('From (flight 3)')).toBeNull();
  });

  it('a return made into a multi-city trip starts with the way back; a trip without an adult is refused', async () => {
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    render(<TripSearchBox onSearch={(search) => searches.push(search)} />);
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    await user.type(screen.getByLabelText('From'), 'Arad');
    await user.type(screen.getByLabelText('To'), 'Oslo');
    await user.type(returnDate(), '2099-05-08');
    await user.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.getByLabelText('From (flight 2)')).toHaveValue('Oslo');
    expect(screen.getByLabelText('To (flight 2)')).toHaveValue('Arad');
    expect(screen.getByLabelText('Departure date (flight 2)')).toHaveValue('2099-05-08');
    await user.clear(screen.getByLabelText('Adults'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least one adult (12+) travels');
    expect(searches).toHaveLength(0);
    await user.type(screen.getByLabelText('Adults'), '1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      trip: 'multi',
      legs: [
        { from: 'Arad', to: 'Oslo' },
        { from: 'Oslo', to: 'Arad', date: '2099-05-08' },
      ],
      party: { adults: 1, children: 0, infants: 0 },
    });
  });
});
