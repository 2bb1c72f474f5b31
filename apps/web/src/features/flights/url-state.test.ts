import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './url-state';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the flight list state in the URL', () => {
  it('reads a plain list with the defaults and writes it back as an empty query', () => {
    const state = read('');
    expect(state).toEqual({ page: 1, sort: 'date', offer: undefined, search: null });
    expect(writeListState(state).toString()).toBe('');
  });

  it('round-trips a whole search: trip, legs, party, class, filters, sort and page', () => {
    const query =
      'trip=return&legs=Arad-Aqaba-2027-07-19%2CAqaba-Arad-2027-07-26&adults=2&children=1&infants=1&class=BUSINESS&minPrice=100&maxPrice=900.5&maxDuration=8&times=morning%2Cevening&sort=price&page=2';
    const state = read(query);
    expect(state).toEqual({
      page: 2,
      sort: 'price',
      offer: undefined,
      search: {
        trip: 'return',
        legs: [
          { from: 'Arad', to: 'Aqaba', date: '2027-07-19' },
          { from: 'Aqaba', to: 'Arad', date: '2027-07-26' },
        ],
        party: { adults: 2, children: 1, infants: 1 },
        classType: 'BUSINESS',
        filters: { minPrice: 100, maxPrice: 900.5, maxDuration: 8, times: ['morning', 'evening'] },
      },
    });
    expect(writeListState(state).toString()).toBe(query);
  });

  it('keeps a city with a dash or a comma whole, and reads the older one-way parameters', () => {
    const state = read('');
    state.search = {
      ...read('from=x').search!,
      legs: [{ from: 'Cluj-Napoca, Avram Iancu', to: 'Paris', date: '' }],
    };
    expect(read(writeListState(state).toString()).search?.legs).toEqual([
      { from: 'Cluj-Napoca, Avram Iancu', to: 'Paris', date: '' },
    ]);
    expect(read('from=Arad&to=Aqaba&date=2027-07-19&class=BUSINESS&passengers=3').search).toMatchObject({
      trip: 'oneway',
      legs: [{ from: 'Arad', to: 'Aqaba', date: '2027-07-19' }],
      party: { adults: 3, children: 0, infants: 0 },
      classType: 'BUSINESS',
    });
  });

  it('falls back to the defaults for values it cannot hold', () => {
    expect(read('offer=weekend&sort=duration').offer).toBe('weekend');
    expect(read('sort=city&page=0&offer=summer')).toEqual({
      page: 1,
      sort: 'date',
      offer: undefined,
      search: null,
    });
    expect(
      read(
        'trip=space&legs=%E0%A4%A&adults=40&children=-1&infants=5&class=JET&maxPrice=-3&maxDuration=99&times=noon',
      ).search,
    ).toEqual({
      trip: 'oneway',
      legs: [{ from: '', to: '', date: '' }],
      party: { adults: 1, children: 0, infants: 0 },
      classType: '',
      filters: { minPrice: undefined, maxPrice: undefined, maxDuration: undefined, times: [] },
    });
    expect(read(`from=${'x'.repeat(500)}`).search?.legs[0]?.from).toHaveLength(200);
  });
});

describe('the flights picked for a trip of several legs', () => {
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';
  const trip = 'trip=return&legs=Arad-Aqaba-2027-07-19%2CAqaba-Arad-2027-07-26&adults=2';

  it('round-trips the flights picked so far, leg by leg', () => {
    const one = read(`${trip}&picked=${A}%3AECONOMY`);
    expect(one.picked).toEqual([{ flightId: A, classType: 'ECONOMY' }]);
    expect(read(writeListState(one).toString()).picked).toEqual(one.picked);
    const both = writeListState({ ...one, picked: [...one.picked!, { flightId: B, classType: 'FIRST' }] });
    expect(read(both.toString()).picked).toEqual([
      { flightId: A, classType: 'ECONOMY' },
      { flightId: B, classType: 'FIRST' },
    ]);
  });

  it('keeps no more picks than legs, none for a one-way search, and none that it cannot read', () => {
    expect(read(`${trip}&picked=${A}%3AECONOMY%2C${B}%3AECONOMY%2C${A}%3AFIRST`).picked).toHaveLength(2);
    expect(read(`from=Arad&picked=${A}%3AECONOMY`).picked).toBeUndefined();
    expect(read(`${trip}&picked=${A}%3AJET`).picked).toBeUndefined();
    expect(read(`${trip}&picked=x`).picked).toBeUndefined();
  });
});
