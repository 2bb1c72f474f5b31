import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUserSession } from '@/lib/session';
import { ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import { PublicLayout } from './public-layout';

function renderLayout() {
  return renderAt('/', {}, undefined, [
    { element: <PublicLayout />, children: [{ path: '/', element: <h1>Home page</h1> }] },
  ]);
}

describe('the language switcher (docs/decisions/102)', () => {
  it('shows the site in Spanish, remembers the choice in a cookie and marks the page as Spanish', async () => {
    const user = userEvent.setup();
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    await user.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'es');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Consultar reserva' })).toHaveAttribute(
      'href',
      '/track-booking',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('turns the page right to left in Arabic, and back in French', async () => {
    const user = userEvent.setup();
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    await user.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('link', { name: 'احجز الآن' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await user.selectOptions(within(footer).getByRole('combobox', { name: 'اللغة' }), 'fr');
    expect(await screen.findByRole('link', { name: 'Réserver' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('lang=fr');
  });

  it("keeps a signed-in traveller's choice on the account, for their e-mails and documents", async () => {
    const seen = serve(
      on('PATCH /user/profile', ok({ ...sampleUser, language: 'fr' }, 'Profile updated successfully')),
    );
    setUserSession('token', sampleUser);
    const user = userEvent.setup();
    renderLayout();
    await user.selectOptions(
      within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' }),
      'fr',
    );
    await waitFor(() => expect(seen.find((r) => r.url.pathname === '/api/v1/user/profile')).toBeDefined());
    expect(seen.find((r) => r.url.pathname === '/api/v1/user/profile')!.body).toEqual({
      firstName: sampleUser.firstName,
      lastName: sampleUser.lastName,
      phoneNumber: sampleUser.phoneNumber,
      language: 'fr',
    });
  });
});
