import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { TripSearchBox } from './trip-search-box';

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
});
