import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './url-state';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the flight list state in the URL', () => {
  it('reads a plain list with the defaults and writes it back as an empty query', () => {
    const state = read('');
    expect(state).toEqual({ page: 1, sort: 'date', offer: undefined, search: null });
    expect(writeListState(state).toString()).toBe('');
  });

  it('round-trips a search, a sort and a page', () => {
    const query = 'from=Arad&to=Aqaba&date=2027-07-19&class=BUSINESS&passengers=3&sort=price&page=2';
    const state = read(query);
    expect(state).toEqual({
      page: 2,
      sort: 'price',
      offer: undefined,
      search: {
        departureCity: 'Arad',
        arrivalCity: 'Aqaba',
        departureDate: '2027-07-19',
        classType: 'BUSINESS',
        passengers: 3,
      },
    });
    expect(writeListState(state).toString()).toBe(query);
  });

  it('keeps an offer link, and falls back to the defaults for values it cannot hold', () => {
    expect(read('offer=weekend&sort=duration').offer).toBe('weekend');
    expect(read('sort=city&page=0&offer=summer')).toEqual({
      page: 1,
      sort: 'date',
      offer: undefined,
      search: null,
    });
    expect(read('passengers=40&class=JET&date=19-07-2027').search).toEqual({
      departureCity: '',
      arrivalCity: '',
      departureDate: '',
      classType: '',
      passengers: 1,
    });
    expect(read(`from=${'x'.repeat(500)}`).search?.departureCity).toHaveLength(200);
  });
});
