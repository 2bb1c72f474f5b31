import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FareBreakdownList } from '@/components/booking-form/fare-breakdown';
import { changeLanguage } from '@/lib/i18n';
import { sampleFlight } from '@/test/records';
import { renderAt } from '@/test/render';
import { SearchResultCard } from './search-result-card';

const spaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('prices on the flight list and in the checkout, in the page’s language', () => {
  afterEach(() => changeLanguage('en'));

  it('a search result writes its fare and total as Spanish writes dollars', async () => {
    await changeLanguage('es');
    renderAt('/', {
      '/': <SearchResultCard flight={sampleFlight} party={{ adults: 2, children: 0, infants: 0 }} />,
    });
    const card = spaces(screen.getByRole('article').textContent);
    expect(card).toContain('299,00 US$ por persona · total para 2 pasajeros: 448,50 US$');
    expect(card).not.toMatch(/\$\d/);
  });

  it('the fare breakdown writes each line, the offer and the total as French writes dollars', async () => {
    await changeLanguage('fr');
    renderAt('/', {
      '/': (
        <FareBreakdownList
          fare={{
            lines: [{ type: 'adult', count: 2, unitPrice: 1299.5, amount: 2599 }],
            listPrice: 2599,
            offer: { code: 'early-bird', name: 'Early bird', saving: 649.75 },
            total: 1949.25,
          }}
        />
      ),
    });
    const values = screen.getAllByRole('definition').map((dd) => spaces(dd.textContent));
    expect(values).toEqual(['2 599,00 $US', '−649,75 $US', '1 949,25 $US']);
  });
});
