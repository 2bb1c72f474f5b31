import { SERVICE_LABELS, exportMessages, type Manifest } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import FlightManifestPage from './flight-manifest-page';

const manifest: Manifest = {
  flight: {
    _id: 'f1',
    flightNumber: 'SK204',
    status: 'SCHEDULED',
    departure: { city: 'Paris, Charles de Gaulle (CDG)', date: '2026-12-05T18:45:00.000Z' },
    arrival: { city: 'Dubai, Dubai International (DXB)', date: '2026-12-06T01:15:00.000Z' },
  },
  passengers: [
    {
      seatNumber: '2A',
      name: 'Ada Lovelace',
      age: 36,
      gender: 'FEMALE',
      mealPreference: 'VEGETARIAN',
      assistance: ['Wheelchair'],
      classType: 'ECONOMY',
      bookingStatus: 'CONFIRMED',
      trackingId: 'K7M2P9Q4R8TX',
      checkedIn: true,
      checkInSequence: 7,
      services: ['WCHR', 'VGML'],
      bags: { included: 1, extra: 2 },
    },
    {
      seatNumber: '2B',
      name: 'Charles Babbage',
      age: 40,
      gender: 'MALE',
      mealPreference: 'REGULAR',
      assistance: [],
      classType: 'ECONOMY',
      bookingStatus: 'CONFIRMED',
      trackingId: 'K7M2P9Q4R8TX',
      checkedIn: false,
      checkInSequence: null,
      services: [],
      bags: { included: 1, extra: 0 },
    },
  ],
};
const pages = { '/admin/flights/:id/manifest': <FlightManifestPage /> };

describe('the passenger manifest page', () => {
  it('shows the flight at its airports’ times and a row per seat, with Print and Export CSV', async () => {
    serve(on('GET /admin/flights/:id/manifest', ok(manifest)));
    renderAt('/admin/flights/f1/manifest', pages);
    expect(
      await screen.findByRole('heading', { name: `${exportMessages.manifestTitle} · SK204` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Dec 05, 2026 19:45 CET – Dec 06, 2026 05:15 GST/)).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /2A/ });
    for (const cell of [
      'Ada Lovelace',
      '36',
      'VEGETARIAN',
      'Wheelchair',
      'Economy',
      'CONFIRMED',
      'K7M2P9Q4R8TX',
      'Yes (0007)',
    ])
      expect(within(row).getByText(cell)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Checked in' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Services' })).toBeInTheDocument();
    expect(within(row).getByTitle(SERVICE_LABELS.WCHR)).toHaveTextContent('WCHR');
    expect(within(row).getByTitle(SERVICE_LABELS.VGML)).toHaveTextContent('VGML');
    expect(within(screen.getByRole('row', { name: /2B/ })).getByText('No')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: exportMessages.print })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: exportMessages.exportCsv })).toBeInTheDocument();
  });

  it('says when nobody holds a seat, and shows the server’s message when the flight is unknown', async () => {
    serve(on('GET /admin/flights/:id/manifest', ok({ ...manifest, passengers: [] })));
    const { unmount } = renderAt('/admin/flights/f1/manifest', pages);
    expect(await screen.findByText(exportMessages.noPassengers)).toBeInTheDocument();
    unmount();
    serve(on('GET /admin/flights/:id/manifest', failure(404, 'Flight not found')));
    renderAt('/admin/flights/f2/manifest', pages);
    expect(await screen.findByText('Flight not found')).toBeInTheDocument();
  });
});
