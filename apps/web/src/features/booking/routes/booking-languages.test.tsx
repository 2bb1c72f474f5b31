import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok, on, serve } from '@/test/api';
import { sampleBooking } from '@/test/records';
import { renderAt } from '@/test/render';
import BookingDetailPage from './booking-detail-page';
import MyBookingsPage from './my-bookings-page';

const detail = () => {
  serve(on('GET /user/bookings/:id', ok(sampleBooking)));
  renderAt(`/bookings/${sampleBooking._id}`, { '/bookings/:id': <BookingDetailPage /> });
};

describe('The traveller’s bookings in their language (docs/decisions/102)', () => {
  it('in Spanish: the booking page asks for payment and offers to cancel', async () => {
    await changeLanguage('es');
    detail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles de la reserva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pago pendiente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar reserva' })).toBeInTheDocument();
  });

  it('in Spanish: the status banner and every section of the booking speak Spanish', async () => {
    await changeLanguage('es');
    detail();
    expect(await screen.findByText('Estado de la reserva')).toBeInTheDocument();
    expect(screen.getByText('PENDIENTE')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de pago.')).toBeInTheDocument();
    for (const section of ['Datos del cliente', 'Datos del vuelo', 'Datos de los pasajeros'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    expect(screen.getByText('Necesita silla de ruedas')).toBeInTheDocument();
    expect(screen.getByText('Vegetariana')).toBeInTheDocument();
    expect(screen.queryByText('Booking Status')).not.toBeInTheDocument();
  });

  it('in Arabic: the banner and sections read right to left, the seat and flight number left to right', async () => {
    await changeLanguage('ar');
    detail();
    expect(await screen.findByText('حالة الحجز')).toBeInTheDocument();
    expect(screen.getByText('قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تفاصيل الرحلة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'تفاصيل المسافرين' })).toBeInTheDocument();
    expect(screen.getByText('يحتاج إلى كرسي متحرك')).toBeInTheDocument();
    expect(screen.getByText('12C')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(sampleBooking.flightNumber)).toHaveAttribute('dir', 'ltr');
  });

  it('in Arabic: My Bookings names each card’s class and seats, the flight number left to right', async () => {
    await changeLanguage('ar');
    serve(
      on(
        'GET /user/bookings',
        ok({ data: [sampleBooking], currentPage: 1, totalPages: 1, totalBookings: 1 }),
      ),
    );
    renderAt('/bookings', { '/bookings': <MyBookingsPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: `الحجز ${sampleBooking.flightNumber}` });
    expect(within(card).getByText('الاقتصادية')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: sampleBooking.flightNumber })).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(within(card).getByRole('link', { name: 'عرض التفاصيل' })).toBeInTheDocument();
  });
});
