import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '@/lib/search-params';
import { SearchFiltersForm } from './search-filters';

describe('SearchFiltersForm', () => {
  it('starts from the search\'s filters and applies what is typed, an empty field filtering nothing', async () => {
    const user = userEvent.setup();
    const applied: SearchFilters[] = [];
    render(
      <SearchFiltersForm
        filters={{ minPrice: 50, maxDuration: 6, times: ['evening'] }}
        onApply={(filters) => applied.push(filters)}
      />,
    );
    expect(screen.getByLabelText('Min price ($)')).toHaveValue(50);
    expect(screen.getByLabelText('Longest flight')).toHaveValue('6');
    expect(screen.getByLabelText('Evening (18–24)')).toBeChecked();

    await user.clear(screen.getByLabelText('Min price ($)'));
    await user.type(screen.getByLabelText('Max price ($)'), '400');
    await user.selectOptions(screen.getByLabelText('Longest flight'), '');
    await user.click(screen.getByLabelText('Morning (06–12)'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]).toMatchObject({ minPrice: undefined, maxPrice: 400, maxDuration: undefined });
    expect(applied[0]!.times.toSorted()).toEqual(['evening', 'morning']);
  });
});
