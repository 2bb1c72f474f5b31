import type { FlightPage } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/app';
import { numbers, t, useFlightsFixture } from '../../test/flights-fixture';

// The search's filters (docs/product.md#131-the-flight-list): additive parameters of GET /user/flights/search

useFlightsFixture();

const search = (query: string) => call<FlightPage>(t.app, 'GET', `/user/flights/search?${query}`);
const found = async (query: string) => {
  const res = await search(query);
  expect(res.status, res.body.message).toBe(200);
  return numbers(res.body.data).sort();
};

describe('GET /user/flights/search filters', () => {
  it('keeps flights with a class priced within the range that has seats for the whole party', async () => {
    expect(await found('minPrice=300&maxPrice=500')).toEqual(['SK300']);
    // ECONOMY at $399.50 has 1 seat left: not for 2; BUSINESS is out of range
    expect(await found('minPrice=300&maxPrice=500&passengers=2')).toEqual([]);
    expect(await found('minPrice=1000&passengers=2&classType=BUSINESS')).toEqual(['SK300']);
    expect(await found('maxPrice=199')).toEqual(['SK100']);
  });

  it('keeps flights no longer than maxDuration hours', async () => {
    expect(await found('maxDuration=2')).toEqual(['SK100', 'SK400']);
    expect(await found('maxDuration=7&departureCity=paris')).toEqual(['SK300']);
    expect(await found('maxDuration=6&departureCity=paris')).toEqual([]);
  });

  it('keeps departures in the chosen parts of the day at the departure airport', async () => {
    // SK100 leaves New York at 10:00 UTC, 05:00 there; SK300 leaves Paris at 09:00 UTC, 10:00 there
    expect(await found('times=night&departureCity=new york')).toEqual(['SK100']);
    expect(await found('times=morning&departureCity=new york')).toEqual([]);
    expect(await found('times=morning,evening&departureCity=paris')).toEqual(['SK300']);
    expect(await found('times=night,morning&arrivalCity=paris')).toEqual(['SK100']);
  });

  it('finds a city by its whole name in Spanish, French or Arabic, as well as by part of its stored name', async () => {
    expect(await found('departureCity=Lond')).toEqual(['SK200']);
    expect(await found('departureCity=LÓNDRES')).toEqual(['SK200']);
    expect(await found(`arrivalCity=${encodeURIComponent('nueva york')}`)).toEqual(['SK200']);
    expect(await found(`departureCity=${encodeURIComponent('باريس')}&arrivalCity=dubai`)).toEqual(['SK300']);
    expect(await found(`arrivalCity=${encodeURIComponent('Mer du Nord')}`)).toEqual(['SK400']);
    // a translation is matched whole: part of one is searched as typed
    expect(await found('departureCity=Londr')).toEqual([]);
  });

  it('combines with the spec parameters, which work as before', async () => {
    expect(
      await found('departureCity=paris&classType=ECONOMY&passengers=1&maxPrice=400&times=morning'),
    ).toEqual(['SK300']);
    expect(await found('departureCity=paris')).toEqual(['SK300']);
  });

  it.each([
    'times=noon',
    'times=morning,noon',
    'minPrice=-1',
    'maxPrice=abc',
    'maxPrice=1000001',
    'maxDuration=0',
    'maxDuration=49',
    `times=${'morning,'.repeat(20)}`,
  ])('refuses %s with 400 and a code', async (query) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
