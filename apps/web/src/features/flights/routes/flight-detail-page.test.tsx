import { searchMessages, bookingsClosedMessage } from '@skylark/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import FlightDetailPage from './flight-detail-page';

const open = () =>
  renderAt(`/book-flights/${sampleFlight._id}`, { '/book-flights/:id': <FlightDetailPage /> });

describe('Flight detail and the booking cut-off', () => {
  it('a flight leaving within 2 hours says bookings have closed, and when, and offers no Book Now', async () => {
    const departure = { ...sampleFlight.departure, date: new Date(Date.now() + 25_000).toISOString() };
    serve(on('GET /user/flights/:id', ok({ ...sampleFlight, departure })));
    open();
    expect(await screen.findByText(searchMessages.bookingsClosedTitle)).toBeInTheDocument();
    expect(screen.getByText(bookingsClosedMessage(departure))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('a flight days ahead offers its classes and Book Now', async () => {
    serve(on('GET /user/flights/:id', ok(sampleFlight)));
    open();
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByText(searchMessages.bookingsClosedTitle)).toBeNull();
  });
});
