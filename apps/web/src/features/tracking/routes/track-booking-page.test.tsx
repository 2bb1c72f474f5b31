import { invoiceScreenMessages, MSG, trackingMessages, type Tracking } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { failure, ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import TrackBookingPage from './track-booking-page';

const tracking = {
  trackingId: sampleBooking.trackingId,
  bookingStatus: sampleBooking.bookingStatus,
  customerName: sampleBooking.customerName,
  email: sampleBooking.email,
  flightNumber: sampleBooking.flightNumber,
  classType: sampleBooking.classType,
  totalAmount: sampleBooking.totalAmount,
  departure: sampleBooking.departure,
  arrival: { city: '', date: '' },
  passengers: sampleBooking.passengers.map(({ name, seatNumber, mealPreference, specialAssistance }) => ({
    name,
    seatNumber,
    mealPreference,
    specialAssistance,
  })),
  cancellation: null,
  cancelReason: null,
  specialRequests: null,
  paymentReportedAt: null,
  payment: null,
  segments: sampleBooking.segments,
  limited: false,
};

describe('Track Your Booking', () => {
  it('does nothing while the trimmed ID is empty', async () => {
    const seen = serve(on('GET /user/bookings/tracking/:trackingId', ok(tracking)));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(seen).toHaveLength(0);
  });

  it('reads "Searching..." while loading, then shows the result with N/A for missing values', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen = serve(
      on('GET /user/bookings/tracking/:trackingId', async () => {
        await held;
        return ok(tracking);
      }),
    );
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), ' k7m2x9p4q8rt ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(seen[0]!.url.pathname).toBe('/api/v1/user/bookings/tracking/k7m2x9p4q8rt');
    expect(screen.getByText('Ada Lovelace', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flight Details' })).toBeInTheDocument();
    expect(screen.getAllByText('N/A').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Wheelchair needed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track' })).toBeEnabled();
  });

  it('shows the server message on failure, else the fallback', async () => {
    let message = 'Too many requests, please try again later.';
    serve(on('GET /user/bookings/tracking/:trackingId', () => failure(429, message)));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    message = '';
    await user.clear(screen.getByLabelText('Tracking ID'));
    await user.type(screen.getByLabelText('Tracking ID'), 'DEF');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(MSG.trackingNotFound)).toBeInTheDocument();
  });

  it("shows a pending booking's pay-by time, and an expired one as 'Expired: not paid in time'", async () => {
    const payBy = '2026-11-27T07:30:00.000Z';
    let answer: Tracking = { ...tracking, payment: { payBy, status: 'AWAITING' } };
    serve(on('GET /user/bookings/tracking/:trackingId', () => ok(answer)));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), sampleBooking.trackingId);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByTestId('pay-by')).toHaveTextContent('Pay by Nov 27, 2026 08:30 CET');
    answer = { ...answer, bookingStatus: 'CANCELLED', cancelReason: 'EXPIRED' };
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(invoiceScreenMessages.expired)).toBeInTheDocument();
    expect(screen.queryByTestId('pay-by')).not.toBeInTheDocument();
  });

  it('a limited answer shows the masked e-mail and "On file"; the lead passenger\'s last name shows the rest', async () => {
    const limited = {
      ...tracking,
      email: 'a***@example.com',
      passengers: tracking.passengers.map(({ name, seatNumber, mealPreference }) => ({
        name,
        seatNumber,
        mealPreference,
      })),
      limited: true,
    };
    const seen = serve(
      on('GET /user/bookings/tracking/:trackingId', (request) => {
        const lastName = request.url.searchParams.get('lastName');
        return ok(lastName?.toLowerCase() === 'lovelace' ? tracking : limited);
      }),
    );
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), 'K7M2X9P4Q8RT');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText(trackingMessages.assistanceOnFile)).toBeInTheDocument();
    expect(screen.getByText('a***@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Wheelchair needed')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(trackingMessages.lastNameLabel), 'Curie');
    await user.click(screen.getByRole('button', { name: trackingMessages.showFullBooking }));
    expect(await screen.findByText(trackingMessages.lastNameNotMatched)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(trackingMessages.lastNameLabel));
    await user.type(screen.getByLabelText(trackingMessages.lastNameLabel), 'LOVELACE');
    await user.click(screen.getByRole('button', { name: trackingMessages.showFullBooking }));
    expect(await screen.findByText('Wheelchair needed')).toBeInTheDocument();
    expect(screen.getByText(sampleBooking.email)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: trackingMessages.showFullBooking })).not.toBeInTheDocument();
    expect(seen.at(-1)!.url.search).toBe('?lastName=LOVELACE');
  });

  it("asks for a passenger's last name with the first 7 characters, then tracks by both", async () => {
    const seen = serve(on('GET /user/bookings/tracking/:trackingId', ok(tracking)));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), ' k7m2x9p ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const lastName = screen.getByLabelText(trackingMessages.passengerLastNameLabel);
    expect(await screen.findByText(trackingMessages.pnrNeedsLastName)).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveFocus();
    expect(seen).toHaveLength(0);

    await user.type(lastName, ' Lovelace ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toBe('/api/v1/user/bookings/tracking/k7m2x9p');
    expect(seen[0]!.url.search).toBe('?lastName=Lovelace');
    expect(screen.queryByText(trackingMessages.pnrNeedsLastName)).not.toBeInTheDocument();
    // the answer names the whole tracking ID, the booking's one reference
    expect(screen.getByText('Booking Reference').nextElementSibling).toHaveTextContent(
      sampleBooking.trackingId,
    );
  });

  it('the whole tracking ID needs no last name, and takes one to show the full booking', async () => {
    const seen = serve(on('GET /user/bookings/tracking/:trackingId', ok(tracking)));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking ID'), sampleBooking.trackingId);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'Booking Status' })).toBeInTheDocument();
    expect(seen[0]!.url.search).toBe('');
    await user.type(screen.getByLabelText(trackingMessages.passengerLastNameLabel), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('heading', { name: 'Booking Status' });
    expect(seen.at(-1)!.url.search).toBe('?lastName=Lovelace');
  });

  it('asks for the tracking ID in Spanish and says in Spanish that nothing was found', async () => {
    await changeLanguage('es');
    serve(on('GET /user/bookings/tracking/:trackingId', failure(404, '')));
    renderAt('/track-booking', { '/track-booking': <TrackBookingPage /> });
    expect(screen.getByRole('heading', { name: 'Localice su reserva' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ID de seguimiento'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Reserva no encontrada')).toBeInTheDocument();
    expect(
      screen.getByText('No se ha encontrado la reserva. Compruebe el ID e inténtelo de nuevo.'),
    ).toBeInTheDocument();
  });
});
