import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBooking } from '@/test/records';
import { FlightSection } from './flight-section';

describe('Flight Details of a trip', () => {
  it('names every flight of a return trip, not only the first', () => {
    const back = {
      flightId: null,
      flightNumber: 'SK2002',
      departure: sampleBooking.arrival,
      arrival: sampleBooking.departure,
      classType: 'ECONOMY' as const,
      seatNumbers: ['14A'],
    };
    const out = {
      ...back,
      flightNumber: 'SK1234',
      departure: sampleBooking.departure,
      arrival: sampleBooking.arrival,
    };
    render(<FlightSection booking={{ ...sampleBooking, segments: [out, back] }} />);
    expect(screen.getByText('Flight Number').nextElementSibling).toHaveTextContent('SK1234 · SK2002');
  });

  it('a one-flight booking names its flight', () => {
    render(<FlightSection booking={{ ...sampleBooking, segments: [] }} />);
    expect(screen.getByText('Flight Number').nextElementSibling).toHaveTextContent(/^SK1234$/);
  });

  it("a one-flight booking shows its fare brand and what it includes, as a trip's flights do", () => {
    const [flight] = sampleBooking.segments!;
    const light = {
      ...flight!,
      fareBrand: 'LIGHT' as const,
      fareTerms: {
        priceDiffPercent: -15,
        includedBags: 0,
        change: { allowed: false, feeCents: 0 },
        refund: { policy: 'NONE' as const, fullUntilHours: 0 },
      },
    };
    render(<FlightSection booking={{ ...sampleBooking, segments: [light] }} />);
    expect(screen.getByTestId('segment-fare')).toHaveTextContent(
      'Light fare: No checked bag · No changes · No refund',
    );
  });

  it('a one-flight booking without a brand shows none', () => {
    render(<FlightSection booking={sampleBooking} />);
    expect(screen.queryByTestId('segment-fare')).toBeNull();
  });
});
