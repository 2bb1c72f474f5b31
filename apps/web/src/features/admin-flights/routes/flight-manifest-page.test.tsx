import { SERVICE_LABELS, bagScreenMessages, exportMessages, type Manifest } from '@skylark/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    serve(
      on('GET /admin/flights/:id/manifest', ok(manifest)),
      on('GET /admin/flights/:id/bag-cap', ok({ flightId: 'f1', bagCap: null, sold: 2 })),
    );
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
    serve(
      on('GET /admin/flights/:id/manifest', ok({ ...manifest, passengers: [] })),
      on('GET /admin/flights/:id/bag-cap', ok({ flightId: 'f1', bagCap: null, sold: 0 })),
    );
    const { unmount } = renderAt('/admin/flights/f1/manifest', pages);
    expect(await screen.findByText(exportMessages.noPassengers)).toBeInTheDocument();
    unmount();
    serve(on('GET /admin/flights/:id/manifest', failure(404, 'Flight not found')));
    renderAt('/admin/flights/f2/manifest', pages);
    expect(await screen.findByText('Flight not found')).toBeInTheDocument();
  });

  it("sets the flight's cap on extra bags beside the bags sold; empty removes it", async () => {
    const requests = serve(
      on('GET /admin/flights/:id/manifest', ok(manifest)),
      on('GET /admin/flights/:id/bag-cap', ok({ flightId: 'f1', bagCap: null, sold: 2 })),
      on('PUT /admin/flights/:id/bag-cap', (r) =>
        ok({ flightId: 'f1', bagCap: (r.body as { bagCap: number | null }).bagCap, sold: 2 }),
      ),
    );
    renderAt('/admin/flights/f1/manifest', pages);
    const user = userEvent.setup();
    const cap = await screen.findByLabelText(bagScreenMessages.capLabel);
    expect(screen.getByText(bagScreenMessages.sold(2))).toBeInTheDocument();
    await user.type(cap, '-1');
    await user.click(screen.getByRole('button', { name: 'Save bag cap' }));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.clear(cap);
    await user.type(cap, '12');
    await user.click(screen.getByRole('button', { name: 'Save bag cap' }));
    expect(await screen.findByText('Bag cap saved')).toBeInTheDocument();
    await user.clear(cap);
    await user.click(screen.getByRole('button', { name: 'Save bag cap' }));
    await screen.findByDisplayValue('');
    const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    await expect.poll(puts).toEqual([{ bagCap: 12 }, { bagCap: null }]);
    expect(requests.find((r) => r.method === 'PUT')?.url.pathname).toMatch(/\/admin\/flights\/f1\/bag-cap$/);
  });
});
