import { MSG, type Flight } from '@skylark/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useUpdateFlight } from '@/lib/api/update-flight';
import { createQueryClient, Providers } from '@/test/render';
import { ok, on, serve } from '@/test/api';
import { toLocalInput } from './datetime';
import { FlightFormDialog } from './flight-form-dialog';

/* EU261 (decision 098): the Edit Flight dialog records the cause of a delay or a cancellation of a flight leaving the EU. */

const departure = new Date(Date.now() + 10 * 24 * 3_600_000);
const flightFrom = (city: string): Flight => ({
  _id: 'f1',
  flightNumber: 'SK123',
  status: 'SCHEDULED',
  departure: { city, date: departure.toISOString() },
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
});

function EditDialog({ flight }: { flight: Flight }) {
  return <FlightFormDialog open onOpenChange={vi.fn()} flight={flight} update={useUpdateFlight()} />;
}

async function renderEdit(flight: Flight) {
  render(
    <Providers client={createQueryClient()}>
      <EditDialog flight={flight} />
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit Flight' });
  return { dialog, user: userEvent.setup() };
}

const cause = (dialog: HTMLElement) =>
  within(dialog).queryByRole('group', { name: 'Cause, for EU Regulation 261/2004' });

const delayArrival = async (
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  flight: Flight,
) => {
  const arrival = within(dialog).getByLabelText('Arrival Date & Time');
  await user.clear(arrival);
  await user.type(
    arrival,
    toLocalInput(
      new Date(new Date(flight.arrival.date).getTime() + 4 * 3_600_000).toISOString(),
      flight.arrival.city,
    ),
  );
};

describe('Edit Flight: the EU261 cause', () => {
  it('asks the cause once a flight from Paris is delayed, within the airline’s control by default, and sends the one chosen', async () => {
    const flight = flightFrom('Paris, Charles de Gaulle (CDG)');
    const seen = serve(on('PATCH /admin/flights/:id', ok(flight)));
    const { dialog, user } = await renderEdit(flight);
    expect(cause(dialog)).toBeNull();

    await delayArrival(dialog, user, flight);
    const group = cause(dialog)!;
    expect(within(group).getByRole('radio', { name: /Within the airline's control/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Extraordinary circumstances/ }));
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({ cause: 'EXTRAORDINARY_CIRCUMSTANCES' });
    expect(await screen.findByText(MSG.flightUpdated)).toBeInTheDocument();
  });

  it('sends within the airline’s control when the desk cancels through the status and keeps the default', async () => {
    const flight = flightFrom('Paris, Charles de Gaulle (CDG)');
    const seen = serve(on('PATCH /admin/flights/:id', ok(flight)));
    const { dialog, user } = await renderEdit(flight);
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'CANCELLED');
    expect(cause(dialog)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({ status: 'CANCELLED', cause: 'WITHIN_AIRLINE_CONTROL' });
  });

  it('neither asks nor sends a cause for a flight leaving outside the EU', async () => {
    const flight = flightFrom('New York, John F. Kennedy International (JFK)');
    const seen = serve(on('PATCH /admin/flights/:id', ok(flight)));
    const { dialog, user } = await renderEdit(flight);
    await delayArrival(dialog, user, flight);
    expect(cause(dialog)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).not.toHaveProperty('cause');
  });

  it('neither asks nor sends a cause for a change of price alone', async () => {
    const flight = flightFrom('Paris, Charles de Gaulle (CDG)');
    const seen = serve(on('PATCH /admin/flights/:id', ok(flight)));
    const { dialog, user } = await renderEdit(flight);
    const price = within(dialog).getByLabelText('Economy Price ($)');
    await user.clear(price);
    await user.type(price, '420');
    expect(cause(dialog)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).not.toHaveProperty('cause');
  });
});
