import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok, on, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import FlightDetailPage from './flight-detail-page';
import FlightsPage from './flights-page';

describe('choosing a flight in another language (docs/decisions/102)', () => {
  it('in Spanish: the search results count, price and offer each class for the party', async () => {
    await changeLanguage('es');
    const flights = [sampleFlight, { ...sampleFlight, _id: `${sampleFlight._id}-2`, flightNumber: 'SK5678' }];
    serve(
      on('GET /user/flights/search', () =>
        ok({ data: flights, currentPage: 1, totalPages: 1, totalFlights: 2 }),
      ),
    );
    renderAt('/book-flights?from=Paris&adults=2&infants=1', { '/book-flights': <FlightsPage /> });

    expect(await screen.findByText('2 vuelos coinciden con su búsqueda')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vuelos disponibles' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Vuelo SK1234' });
    expect(
      within(card).getByRole('list', { name: 'Clases para 2 pasajeros + 1 en brazos' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Turista')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Seleccionar Turista en el vuelo SK1234' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
  });

  it('in Arabic: a flight’s page names its status, classes and seats left, its number read left to right', async () => {
    await changeLanguage('ar');
    serve(on('GET /user/flights/:id', ok(sampleFlight)));
    renderAt(`/book-flights/${sampleFlight._id}`, { '/book-flights/:id': <FlightDetailPage /> });

    const heading = await screen.findByRole('heading', { level: 1, name: 'الرحلة SK1234' });
    expect(within(heading).getByText('SK1234')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('في الموعد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اختر درجة السفر' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /الدرجة السياحية/ })).toHaveTextContent('تبقّى 24 مقعدًا');
    expect(screen.getByRole('radio', { name: /درجة رجال الأعمال/ })).toHaveTextContent('تبقّت 6 مقاعد');
    expect(screen.getByRole('button', { name: 'احجز الآن' })).toBeDisabled();
  });
});
