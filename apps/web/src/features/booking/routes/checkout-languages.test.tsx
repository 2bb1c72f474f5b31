import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import BookingConfirmPage from './booking-confirm-page';

function open() {
  serve(
    on('GET /user/flights/:id/seats', ok({ availableSeats: [{ seatNumber: '2A' }, { seatNumber: '2C' }] })),
    on('GET /user/flights/:id', ok(sampleFlight)),
  );
  renderAt(
    `/booking/confirm/${sampleFlight._id}`,
    { '/booking/confirm/:flightId': <BookingConfirmPage /> },
    { classType: 'ECONOMY' },
  );
}

describe('The checkout in the traveller’s language (docs/decisions/102)', () => {
  it('in Spanish: the passenger’s fields, the contact and the button', async () => {
    await changeLanguage('es');
    open();
    expect(await screen.findByRole('heading', { name: 'Datos del pasajero' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar reserva' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Vegetariana' })).toBeInTheDocument();
  });

  it('in Arabic: the seat map stays left to right, its seats named in Arabic', async () => {
    await changeLanguage('ar');
    open();
    const map = await screen.findByRole('grid', { name: 'خريطة المقاعد، الدرجة الاقتصادية' });
    expect(map).toHaveAttribute('dir', 'ltr');
    expect(within(map).getByRole('button', { name: 'المقعد 2A، بجانب النافذة، متاح' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد الحجز' })).toBeInTheDocument();
  });
});
