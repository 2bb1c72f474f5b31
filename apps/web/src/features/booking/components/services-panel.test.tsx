import { type Booking, serviceMessages } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import BookingDetailPage from '@/features/booking/routes/booking-detail-page';

const pages = { '/bookings/:id': <BookingDetailPage /> };
const path = `/bookings/${sampleBooking._id}`;
const entry = { passengerIndex: 0, segment: 0, name: 'Ada Lovelace', seatNumber: '12C' };
const booked: Booking = { ...sampleBooking, services: [{ ...entry, codes: ['WCHR', 'VGML', 'MAAS'] }] };

describe('special services and accommodation requests on the booking page', () => {
  it('lists each passenger’s codes on each flight and saves a change as the codes chosen', async () => {
    let current = booked;
    const seen = serve(
      on('GET /user/bookings/:id', () => ok(current)),
      on('PUT /user/bookings/:id/services', (request) => {
        const { services } = request.body as { services: { codes: string[] }[] };
        current = { ...booked, services: [{ ...entry, codes: services[0]!.codes }] };
        return ok(current);
      }),
    );
    const user = userEvent.setup();
    renderAt(path, pages);
    const panel = (await screen.findByRole('heading', { name: 'Special services' })).closest(
      'div.rounded-2xl',
    )!;
    expect(panel).toHaveTextContent('WCHR Wheelchair for distances');
    expect(panel).toHaveTextContent('VGML Vegetarian meal (vegan)');

    await user.click(
      within(panel as HTMLElement).getByRole('button', { name: /Change services of Ada Lovelace/ }),
    );
    await user.selectOptions(screen.getByLabelText('Wheelchair'), 'WCHC');
    await user.selectOptions(screen.getByLabelText('Meal'), 'GFML');
    await user.click(screen.getByLabelText(/^MAAS/));
    await user.click(screen.getByLabelText(/^BLND/));
    await user.click(screen.getByRole('button', { name: 'Save services' }));

    // the form closes once the save is answered, which may already have happened
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save services' })).toBeNull());
    expect(panel).toHaveTextContent('WCHC Wheelchair; cannot walk, carried to the seat');
    expect(panel).toHaveTextContent('GFML Gluten-free meal');
    expect(panel).not.toHaveTextContent('MAAS');
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({
      services: [{ passengerIndex: 0, segment: 0, codes: ['WCHC', 'GFML', 'BLND'] }],
    });
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    serve(
      on('GET /user/bookings/:id', ok(booked)),
      on(
        'PUT /user/bookings/:id/services',
        failure(409, serviceMessages.servicesClosed, undefined, 'SERVICES_CLOSED'),
      ),
    );
    const user = userEvent.setup();
    renderAt(path, pages);
    await user.click(await screen.findByRole('button', { name: /Change services of Ada Lovelace/ }));
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText(serviceMessages.servicesClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save services' })).toBeInTheDocument();
  });

  it('offers no change once the flight’s bookings have closed', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    serve(
      on(
        'GET /user/bookings/:id',
        ok({
          ...booked,
          segments: [{ ...booked.segments[0]!, departure: { ...booked.segments[0]!.departure, date: soon } }],
        }),
      ),
    );
    renderAt(path, pages);
    expect(await screen.findByText(/can no longer be changed online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change services/ })).not.toBeInTheDocument();
  });

  it('sends an accommodation request and says honestly what happens next', async () => {
    const seen = serve(
      on('GET /user/bookings/:id', ok(booked)),
      on(
        'POST /user/bookings/:id/accommodation-request',
        ok({ _id: 'm1', bookingReference: booked.trackingId, email: 'ada@example.com' }),
      ),
    );
    const user = userEvent.setup();
    renderAt(path, pages);
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Tell us what you need')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('What do you need?'), 'An aisle chair to reach my seat.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      serviceMessages.accommodationConfirmation('ada@example.com'),
    );
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      message: 'An aisle chair to reach my seat.',
    });
  });
});
