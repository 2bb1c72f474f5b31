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
    const out = { ...back, flightNumber: 'SK1234', departure: sampleBooking.departure, arrival: sampleBooking.arrival };
    render(<FlightSection booking={{ ...sampleBooking, segments: [out, back] }} />);
    expect(screen.getByText('Flight Number').nextElementSibling).toHaveTextContent('SK1234 · SK2002');
  });

  it('a one-flight booking names its flight', () => {
    render(<FlightSection booking={{ ...sampleBooking, segments: [] }} />);
    expect(screen.getByText('Flight Number').nextElementSibling).toHaveTextContent(/^SK1234$/);
  });
});
