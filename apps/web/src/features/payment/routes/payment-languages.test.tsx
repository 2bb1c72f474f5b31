import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import PaymentPage from './payment-page';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function open() {
  serve(
    on('GET /user/bookings/payment-addresses', ok({ addresses: [ADDRESS] })),
    on('GET /user/bookings/:id', ok(sampleBooking)),
  );
  renderAt(`/payment/${sampleBooking._id}`, { '/payment/:id': <PaymentPage /> });
}

describe('Payment in the traveller’s language (docs/decisions/102)', () => {
  it('in Spanish: the summary, the address and the report button', async () => {
    await changeLanguage('es');
    open();
    expect(await screen.findByRole('heading', { name: 'Resumen de la reserva' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
    expect(screen.getByText('Importe total')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copiar la dirección Bitcoin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'He realizado el pago' })).toBeInTheDocument();
    expect(screen.getByText(/hasta 24 horas/)).toBeInTheDocument();
  });

  it('in Arabic: right to left, with the address and the flight number left to right', async () => {
    await changeLanguage('ar');
    open();
    expect(await screen.findByRole('heading', { name: 'ملخص الحجز' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'لقد أتممت الدفع' })).toBeInTheDocument();
    expect(await screen.findByTestId('btc-address')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('SK1234')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('عنوان بيتكوين')).toBeInTheDocument();
  });
});
