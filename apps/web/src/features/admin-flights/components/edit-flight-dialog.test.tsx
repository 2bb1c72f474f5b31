import { BOARDING_TIME_MESSAGE, MSG, flightMessages, type Flight } from '@skylark/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '@/components/flights/datetime';
import { failure, ok, on, serve } from '@/test/api';
import { createQueryClient, Providers } from '@/test/render';
import { EditFlightDialog } from './edit-flight-dialog';

const departure = new Date(Date.now() + 10 * 24 * 3_600_000);
const flight: Flight = {
  _id: 'f1',
  flightNumber: 'SK123',
  status: 'SCHEDULED',
  departure: { city: 'Paris, Charles de Gaulle (CDG)', date: departure.toISOString() },
  arrival: {
    city: 'Dubai, Dubai International (DXB)',
    date: new Date(departure.getTime() + 7 * 3_600_000).toISOString(),
  },
  departureTime: departure.toISOString(),
  availableSeats: 150,
  lowestPrice: 399.5,
  classTypes: [{ _id: 'c1', type: 'ECONOMY', price: 399.5, availableSeats: 150, totalSeats: 180 }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function renderDialog() {
  render(
    <Providers client={createQueryClient()}>
      <EditFlightDialog flight={flight} onClose={() => {}} />
    </Providers>,
  );
  return { dialog: await screen.findByRole('dialog'), user: userEvent.setup() };
}

describe('Edit Flight', () => {
  it('refuses an arrival more than 48 hours after departure and a price over $1,000,000 without sending', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', failure(500, 'Internal Server Error')));
    const { dialog, user } = await renderDialog();

    const arrival = within(dialog).getByLabelText('Arrival Date & Time');
    await user.clear(arrival);
    await user.type(arrival, toLocalInput(new Date(departure.getTime() + 49 * 3_600_000).toISOString()));
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(flightMessages.flightTooLong)).toBeInTheDocument();

    await user.clear(arrival);
    await user.type(arrival, toLocalInput(flight.arrival.date));
    const price = within(dialog).getByLabelText('Economy Price ($)');
    await user.clear(price);
    await user.type(price, '1000001');
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(flightMessages.priceTooHigh)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe('Edit Flight field problems', () => {
  it('shows each problem at its field, the first announced and focused', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', failure(500, 'Internal Server Error')));
    const { dialog, user } = await renderDialog();
    const arrival = within(dialog).getByLabelText('Arrival Date & Time');
    await user.clear(arrival);
    await user.type(arrival, toLocalInput(new Date(departure.getTime() - 3_600_000).toISOString()));
    const seats = within(dialog).getByLabelText('Economy Available Seats');
    await user.clear(seats);
    await user.type(seats, '181');
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.arrivalAfterDeparture);
    expect(arrival).toHaveAccessibleDescription(MSG.arrivalAfterDeparture);
    // the announced field takes the focus
    await waitFor(() => expect(arrival).toHaveFocus());
    expect(seats).toHaveAccessibleDescription('ECONOMY seats must be between 0 and 180');
    expect(seen).toHaveLength(0);
  });
});

describe('Edit Flight gate and boarding time', () => {
  it('sends a gate and a boarding time, and refuses boarding after departure without sending', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', ok({ ...flight, gate: 'B12' })));
    const { dialog, user } = await renderDialog();
    const boarding = within(dialog).getByLabelText('Boarding time');
    await user.type(within(dialog).getByLabelText('Gate'), 'b12');
    await user.type(boarding, toLocalInput(new Date(departure.getTime() + 3_600_000).toISOString()));
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(BOARDING_TIME_MESSAGE)).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.clear(boarding);
    const at = toLocalInput(new Date(departure.getTime() - 45 * 60_000).toISOString());
    await user.type(boarding, at);
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({ gate: 'b12', boardingTime: new Date(at).toISOString() });
  });
});
