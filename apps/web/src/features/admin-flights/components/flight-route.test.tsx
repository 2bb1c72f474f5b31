import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { BackOfficeRegion } from '@/lib/i18n/language-region';
import { sampleFlight } from '@/test/records';
import { FlightRoute } from './flight-route';

describe('FlightRoute', () => {
  it('on the desk of an Arabic page, names the cities as stored, in English (docs/decisions/110)', async () => {
    await changeLanguage('ar');
    render(
      <BackOfficeRegion>
        <FlightRoute flight={sampleFlight} />
      </BackOfficeRegion>,
    );
    expect(await screen.findByTitle('Paris, Charles de Gaulle (CDG)')).toHaveTextContent(/^Paris$/);
    expect(screen.getByTitle('Dubai, Dubai International (DXB)')).toHaveTextContent(/^Dubai$/);
  });
});
