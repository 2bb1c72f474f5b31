import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderAt } from '@/test/render';
import { RequireUser } from './guards';
import NotFoundPage from './not-found-page';
import { ScrollToTopButton } from './scroll-to-top-button';

function Reason() {
  const state = useLocation().state as { reason?: string } | null;
  return <p>{state?.reason}</p>;
}

describe('the app’s own pages in another language (docs/decisions/102)', () => {
  it('shows the page that does not exist in Arabic, with its way back', async () => {
    await changeLanguage('ar');
    renderAt('/nowhere', { '*': <NotFoundPage /> });
    expect(screen.getByRole('heading', { name: 'هذه الصفحة خرجت عن مسارها' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'تصفّح الرحلات' })).toHaveAttribute('href', '/book-flights');
  });

  it('tells a visitor in Spanish why the login page opened, and offers the way up', async () => {
    await changeLanguage('es');
    renderAt('/bookings', { '/login': <Reason /> }, undefined, [
      { element: <RequireUser />, children: [{ path: '/bookings', element: <h1>Mis reservas</h1> }] },
    ]);
    expect(await screen.findByText('Inicie sesión para continuar.')).toBeInTheDocument();

    renderAt('/', { '/': <ScrollToTopButton /> });
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
