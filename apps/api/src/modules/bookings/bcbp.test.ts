import type { Booking } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { encodeBcbp, parseBcbp } from './bcbp';

/** The example of IATA Resolution 792 (mandatory items, one leg), with its compartment J for C. */
const IATA_EXAMPLE = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326C001A0025 100';

const leg = (patch: Partial<Booking> = {}) =>
  ({
    trackingId: 'ABC123',
    flightNumber: 'AC834',
    classType: 'BUSINESS',
    departure: { city: 'Montreal, Montréal–Trudeau International (YUL)', date: '2026-11-22T22:00:00.000Z' },
    arrival: { city: 'Frankfurt, Frankfurt am Main (FRA)', date: '2026-11-23T10:00:00.000Z' },
    ...patch,
  }) as Booking;

describe('the BCBP string', () => {
  it('lays out the mandatory items as the IATA example does', () => {
    const value = encodeBcbp(leg(), {
      firstName: 'Luc',
      lastName: 'Desmarais',
      seatNumber: '1A',
      sequence: 25,
      checkedIn: true,
    });
    expect(value).toBe(IATA_EXAMPLE);
    expect(value).toHaveLength(60);
  });

  it('takes the first 7 characters of the tracking ID as the PNR and cuts the name to 20', () => {
    const value = encodeBcbp(leg({ trackingId: 'K7QX2M9PLZ4W', classType: 'ECONOMY' }), {
      firstName: 'Maria-José',
      lastName: 'Wolfeschlegelsteinhausen',
      seatNumber: '32F',
      sequence: 7,
    });
    expect(parseBcbp(value)).toMatchObject({
      name: 'WOLFESCHLEGELSTEINHA',
      pnr: 'K7QX2M9',
      compartment: 'Y',
      seat: '032F',
      sequence: '0007',
      status: '0',
    });
  });

  it('writes ZZZ for a point without an airport code', () => {
    const value = encodeBcbp(leg({ arrival: { city: 'North Sea, Troll A Platform (Offshore)', date: '' } }), {
      firstName: 'A',
      lastName: 'B',
      seatNumber: '1A',
      sequence: 1,
    });
    expect(parseBcbp(value).to).toBe('ZZZ');
  });
});
