import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import { SearchResultCard } from './search-result-card';

const party = { adults: 1, children: 0, infants: 0 };
const NEW_YORK = 'New York, John F. Kennedy International (JFK)';

describe('a search result’s arrival day', () => {
  it('an overnight flight shows "+1" beside its arrival time', () => {
    // 22:00 in New York, 10:40 in Paris the next morning
    const overnight = {
      ...sampleFlight,
      departure: { city: NEW_YORK, date: '2099-05-02T02:00:00.000Z' },
      arrival: { city: sampleFlight.departure.city, date: '2099-05-02T08:40:00.000Z' },
    };
    renderAt('/', { '/': <SearchResultCard flight={overnight} party={party} /> });
    expect(screen.getByTestId('arrives')).toHaveTextContent('10:40 CEST+1 (arrives the next day)');
  });

  it('a flight landing the same local day shows no "+1"', () => {
    renderAt('/', { '/': <SearchResultCard flight={sampleFlight} party={party} /> });
    expect(screen.getByTestId('arrives').textContent).not.toMatch(/\+\d/);
  });
});
