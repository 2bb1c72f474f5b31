import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import type { TripSearch } from '@/lib/search-params';
import { TripSearchBox, emptyTripSearch } from './trip-search-box';

describe('the search box in another language (docs/decisions/102)', () => {
  it('in Arabic: trip types, fields, classes and the button, and a return without its date says so', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    render(<TripSearchBox onSearch={() => undefined} />);

    expect(screen.getByRole('search', { name: 'البحث عن رحلات' })).toBeInTheDocument();
    expect(screen.getByLabelText('من')).toHaveAttribute('placeholder', 'المدينة أو المطار');
    expect(screen.getByLabelText('البالغون')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'درجة رجال الأعمال' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'ذهاب وعودة' }));
    await user.type(screen.getByLabelText('من'), 'Dubai');
    await user.type(screen.getByLabelText('إلى'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(screen.getByText('اختر تاريخ العودة')).toBeInTheDocument());
  });

  it('in Spanish: a multi-city trip numbers its flights', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    render(<TripSearchBox onSearch={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: 'Multidestino' }));
    expect(screen.getByLabelText('Origen (vuelo 2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de salida (vuelo 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir vuelo' })).toBeInTheDocument();
  });

  it('in Spanish: offers the airports by their Spanish cities, and searches a city typed in Spanish by its stored name (docs/decisions/110)', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    const { container } = render(<TripSearchBox onSearch={(search) => searches.push(search)} />);
    await user.click(screen.getByLabelText('Origen'));
    await waitFor(() => expect(container.querySelectorAll('datalist option').length).toBeGreaterThan(200));
    const offered = [...container.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(offered).toContain('Londres, Heathrow (LHR)');
    expect(offered).not.toContain('London, Heathrow (LHR)');

    await user.type(screen.getByLabelText('Origen'), 'Nueva York, John F. Kennedy International (JFK)');
    await user.type(screen.getByLabelText('Destino'), ' londres ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]!.legs).toEqual([{ from: 'New York', to: 'London', date: '' }]);
  });

  it('in Arabic: a city searched before shows in Arabic, and one typed in Arabic is searched by its stored name', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    const searches: TripSearch[] = [];
    const before = emptyTripSearch();
    render(
      <TripSearchBox
        initial={{ ...before, legs: [{ from: '', to: 'Paris', date: '' }] }}
        onSearch={(search) => searches.push(search)}
      />,
    );
    expect(screen.getByLabelText('إلى')).toHaveValue('باريس');
    await user.type(screen.getByLabelText('من'), 'دبي');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]!.legs).toEqual([{ from: 'Dubai', to: 'Paris', date: '' }]);
  });
});
