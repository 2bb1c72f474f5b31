import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from './index';
import { usePlaceNames } from './place-names';

function Places({ stored }: { stored: string }) {
  const { city, place } = usePlaceNames();
  return (
    <p>
      <span data-testid="city">{city(stored)}</span>
      <span data-testid="place">{place(stored)}</span>
    </p>
  );
}

const shown = async (stored: string) => {
  render(<Places stored={stored} />);
  return {
    city: (await screen.findByTestId('city')).textContent,
    place: screen.getByTestId('place').textContent,
  };
};

describe('a flight’s places in the traveller’s language (docs/decisions/110)', () => {
  it('English shows them as stored', async () => {
    expect(await shown('New York, John F. Kennedy International (JFK)')).toEqual({
      city: 'New York',
      place: 'New York, John F. Kennedy International (JFK)',
    });
  });

  it('Spanish names the city its way and keeps the airport’s own name', async () => {
    await changeLanguage('es');
    expect(await shown('New York, John F. Kennedy International (JFK)')).toEqual({
      city: 'Nueva York',
      place: 'Nueva York, John F. Kennedy International (JFK)',
    });
  });

  it('French writes St. Louis, whose name holds a dot, as Saint-Louis', async () => {
    await changeLanguage('fr');
    expect((await shown('St. Louis, St. Louis Lambert International (STL)')).city).toBe('Saint-Louis');
  });

  it('Arabic writes the city in Arabic, with the Arabic comma before the airport', async () => {
    await changeLanguage('ar');
    expect(await shown('London, Heathrow (LHR)')).toEqual({ city: 'لندن', place: 'لندن، Heathrow (LHR)' });
  });

  it('a place no list knows is shown as stored', async () => {
    await changeLanguage('ar');
    expect((await shown('Atlantis, Deep Port (ATL)')).city).toBe('Atlantis');
  });
});
