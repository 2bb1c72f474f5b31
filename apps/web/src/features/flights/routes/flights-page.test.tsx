import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import FlightsPage from './flights-page';

const found = (count: number) =>
  ok({
    data: Array.from({ length: count }, (_, i) => ({ ...sampleFlight, _id: `${sampleFlight._id}-${i}` })),
    currentPage: 1,
    totalPages: 1,
    totalFlights: count,
  });

describe('Available Flights', () => {
  it.each([
    [1, '1 flight matches your search'],
    [3, '3 flights match your search'],
  ])('counts %i search result(s) in words that agree', async (count, words) => {
    serve(on('GET /user/flights/search', () => found(count)));
    renderAt('/book-flights?from=Arad', { '/book-flights': <FlightsPage /> });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
