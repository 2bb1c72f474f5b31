import { BOARDING_TIME_MESSAGE, MSG, flightMessages, type Flight } from '@skylark/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCreateFlight } from '@/lib/api/create-flight';
import { useUpdateFlight } from '@/lib/api/update-flight';
import { createQueryClient, Providers } from '@/test/render';
import { failure, ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { fromLocalInput, toLocalInput } from './datetime';
import { FlightFormDialog } from './flight-form-dialog';

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function CreateFlightDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return <FlightFormDialog open onOpenChange={onOpenChange} create={useCreateFlight()} />;
}

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <Providers client={createQueryClient()}>
      <CreateFlightDialog onOpenChange={onOpenChange} />
    </Providers>,
  );
  return onOpenChange;
}

describe('FlightFormDialog: Create New Flight', () => {
  it('checks in the spec order, then sends the flight with default seats and closes', async () => {
    const seen = serve(on('POST /admin/flights', ok(sampleFlight, MSG.flightCreated)));
    const onOpenChange = renderDialog();
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Create New Flight' });
    const submit = within(dialog).getByRole('button', { name: 'Create Flight' });
    const alert = () => within(dialog).getByRole('alert');

    await user.type(within(dialog).getByLabelText('Flight Number'), 'M1');
    await user.click(submit);
    await waitFor(() => expect(alert()).toHaveTextContent(MSG.flightNumberPattern));

    await user.clear(within(dialog).getByLabelText('Flight Number'));
    await user.type(within(dialog).getByLabelText('Flight Number'), 'MA123');
    await user.click(submit);
    await waitFor(() => expect(alert()).toHaveTextContent(MSG.departureInFuture));

    await user.type(within(dialog).getByLabelText('Departure Date'), localInput(48));
    await user.type(within(dialog).getByLabelText('Arrival Date'), localInput(47));
    await user.click(submit);
    await waitFor(() => expect(alert()).toHaveTextContent(MSG.arrivalAfterDeparture));

    await user.clear(within(dialog).getByLabelText('Arrival Date'));
    await user.type(within(dialog).getByLabelText('Arrival Date'), localInput(52));
    await user.click(submit);
    await waitFor(() => expect(alert()).toHaveTextContent(MSG.atLeastOneClass));

    await user.selectOptions(
      within(dialog).getByLabelText('Departure City'),
      'Paris, Charles de Gaulle (CDG)',
    );
    expect(
      within(within(dialog).getByLabelText('Arrival City')).queryByRole('option', {
        name: 'Paris, Charles de Gaulle (CDG)',
      }),
    ).toBeNull();
    await user.selectOptions(
      within(dialog).getByLabelText('Arrival City'),
      'Dubai, Dubai International (DXB)',
    );
    await user.type(within(dialog).getByLabelText('Economy Price ($)'), '399.5');
    await user.clear(within(dialog).getByLabelText('Economy Seats'));
    await user.click(submit);

    expect(await screen.findByText(MSG.flightCreated)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/v1/admin/flights');
    expect(seen[0]!.body).toMatchObject({
      flightNumber: 'MA123',
      departure: { city: 'Paris, Charles de Gaulle (CDG)' },
      arrival: { city: 'Dubai, Dubai International (DXB)' },
      classTypes: [{ type: 'ECONOMY', price: 399.5, availableSeats: null }],
      status: 'SCHEDULED',
    });
  });

  it('shows the server message when the flight is refused', async () => {
    serve(on('POST /admin/flights', failure(409, 'A flight with this number already exists')));
    renderDialog();
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Create New Flight' });
    await user.type(within(dialog).getByLabelText('Flight Number'), 'MA123');
    await user.type(within(dialog).getByLabelText('Departure Date'), localInput(48));
    await user.type(within(dialog).getByLabelText('Arrival Date'), localInput(52));
    await user.type(within(dialog).getByLabelText('Business Price ($)'), '900');
    await user.selectOptions(
      within(dialog).getByLabelText('Departure City'),
      'Paris, Charles de Gaulle (CDG)',
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Arrival City'),
      'Dubai, Dubai International (DXB)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Flight' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A flight with this number already exists',
    );
  });
});

describe('FlightFormDialog: Create New Flight field problems', () => {
  it('shows every problem at its field, announces and focuses the first, without sending', async () => {
    const seen = serve(on('POST /admin/flights', failure(500, 'Internal Server Error')));
    renderDialog();
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Create New Flight' });
    await user.type(within(dialog).getByLabelText('Flight Number'), 'M1');
    await user.type(within(dialog).getByLabelText('Economy Price ($)'), '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Flight' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG.flightNumberPattern);
    await waitFor(() => expect(within(dialog).getByLabelText('Flight Number')).toHaveFocus());
    expect(within(dialog).getByLabelText('Flight Number')).toHaveAccessibleDescription(
      MSG.flightNumberPattern,
    );
    expect(within(dialog).getByLabelText('Departure Date')).toHaveAccessibleDescription(
      MSG.departureInFuture,
    );
    expect(within(dialog).getByLabelText('Arrival Date')).toHaveAccessibleDescription(
      MSG.arrivalAfterDeparture,
    );
    expect(within(dialog).getByLabelText('Departure City')).toHaveAccessibleDescription(
      flightMessages.departureNotAirport,
    );
    expect(within(dialog).getByLabelText('Economy Price ($)')).toHaveAccessibleDescription(
      flightMessages.priceTooHigh,
    );

    await user.clear(within(dialog).getByLabelText('Flight Number'));
    await user.type(within(dialog).getByLabelText('Flight Number'), 'MA123');
    expect(within(dialog).getByLabelText('Flight Number')).not.toHaveAccessibleDescription(
      MSG.flightNumberPattern,
    );
    expect(seen).toHaveLength(0);
  });
});

function ReopenableCreate() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <FlightFormDialog open={open} onOpenChange={setOpen} create={useCreateFlight()} />
    </>
  );
}

describe('FlightFormDialog: Create New Flight reopened', () => {
  it('starts empty again after Cancel', async () => {
    render(
      <Providers client={createQueryClient()}>
        <ReopenableCreate />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Flight Number'), 'MA123');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Flight Number')).toHaveValue('');
  });
});

const departure = new Date(Date.now() + 10 * 24 * 3_600_000);
const scheduled: Flight = {
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

function EditFlightDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return <FlightFormDialog open onOpenChange={onOpenChange} flight={scheduled} update={useUpdateFlight()} />;
}

async function renderEdit(onOpenChange = vi.fn()) {
  render(
    <Providers client={createQueryClient()}>
      <EditFlightDialog onOpenChange={onOpenChange} />
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit Flight' });
  return { dialog, user: userEvent.setup(), onOpenChange };
}

describe('FlightFormDialog: Edit Flight', () => {
  it('refuses an arrival more than 48 hours after departure and a price over $1,000,000 without sending', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', failure(500, 'Internal Server Error')));
    const { dialog, user } = await renderEdit();

    const arrival = within(dialog).getByLabelText('Arrival Date & Time');
    await user.clear(arrival);
    await user.type(
      arrival,
      toLocalInput(new Date(departure.getTime() + 49 * 3_600_000).toISOString(), scheduled.arrival.city),
    );
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(flightMessages.flightTooLong)).toBeInTheDocument();

    await user.clear(arrival);
    await user.type(arrival, toLocalInput(scheduled.arrival.date, scheduled.arrival.city));
    const price = within(dialog).getByLabelText('Economy Price ($)');
    await user.clear(price);
    await user.type(price, '1000001');
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(flightMessages.priceTooHigh)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe('FlightFormDialog: Edit Flight field problems', () => {
  it('shows each problem at its field, the first announced and focused', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', failure(500, 'Internal Server Error')));
    const { dialog, user } = await renderEdit();
    const arrival = within(dialog).getByLabelText('Arrival Date & Time');
    await user.clear(arrival);
    await user.type(
      arrival,
      toLocalInput(new Date(departure.getTime() - 3_600_000).toISOString(), scheduled.arrival.city),
    );
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

describe('FlightFormDialog: Edit Flight gate and boarding time', () => {
  it('sends a gate and a boarding time, and refuses boarding after departure without sending', async () => {
    const seen = serve(on('PATCH /admin/flights/:id', ok({ ...scheduled, gate: 'B12' })));
    const { dialog, user, onOpenChange } = await renderEdit();
    const boarding = within(dialog).getByLabelText('Boarding time');
    await user.type(within(dialog).getByLabelText('Gate'), 'b12');
    await user.type(
      boarding,
      toLocalInput(new Date(departure.getTime() + 3_600_000).toISOString(), scheduled.departure.city),
    );
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    expect(await within(dialog).findByText(BOARDING_TIME_MESSAGE)).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.clear(boarding);
    // typed at the departure airport (CET), not in the browser's zone
    const at = toLocalInput(
      new Date(departure.getTime() - 45 * 60_000).toISOString(),
      scheduled.departure.city,
    );
    await user.type(boarding, at);
    await user.click(screen.getByRole('button', { name: 'Update Flight' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.body).toMatchObject({
      gate: 'b12',
      boardingTime: fromLocalInput(at, scheduled.departure.city),
    });
    expect(await screen.findByText(MSG.flightUpdated)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
