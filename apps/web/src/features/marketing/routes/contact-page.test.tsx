import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderAt } from '@/test/render';
import ContactPage from './contact-page';

describe('Contact', () => {
  afterEach(() => changeLanguage('en'));

  it('writes the office address in the page’s language, as the footer does', async () => {
    await changeLanguage('es');
    renderAt('/contact', { '/contact': <ContactPage /> });
    const details = screen.getByRole('complementary', { name: 'Datos de contacto' });
    expect(within(details).getByText('100 Aviation Way, Nueva York, NY')).toBeInTheDocument();
    expect(within(details).queryByText('100 Aviation Way, New York, NY')).not.toBeInTheDocument();
  });
});
