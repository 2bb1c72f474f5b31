import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getUserSession, setUserSession } from '@/lib/session';
import { networkError, ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import { PublicLayout } from './public-layout';

function renderLayout(path = '/') {
  return renderAt(path, {}, undefined, [
    {
      element: <PublicLayout />,
      children: [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/login', element: <LocationProbe /> },
        { path: '/profile', element: <LocationProbe /> },
        { path: '/bookings', element: <LocationProbe /> },
      ],
    },
  ]);
}

describe('PublicLayout', () => {
  it('offers Login, Register and Book Now to a visitor', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Contact', 'Track Booking']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-flights');
  });

  it('shows the first name menu with Profile, My Bookings and Sign Out to a signed-in customer', async () => {
    const seen = serve(on('POST /user/logout', ok(null, 'Logged out successfully')));
    setUserSession('token', sampleUser);
    const user = userEvent.setup();
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // the menu's code arrives on demand; until then its button shows the name but does nothing
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Ada/ }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Bookings' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(getUserSession()).toEqual({ token: null, user: null });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Sign Out revokes the token on the server too.
    const logout = seen.find((r) => r.url.pathname === '/api/v1/user/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer token');
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    serve(on('POST /user/logout', networkError()));
    setUserSession('token', sampleUser);
    const user = userEvent.setup();
    renderLayout();
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Ada/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(getUserSession()).toEqual({ token: null, user: null });
  });

  it('shows "User" when the saved customer has no first name', () => {
    setUserSession('token', { ...sampleUser, firstName: '' });
    renderLayout();
    expect(screen.getByRole('button', { name: /User/ })).toBeInTheDocument();
  });

  it('opens a mobile menu with the full name that locks page scrolling', async () => {
    setUserSession('token', sampleUser);
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Bookings' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.click(within(dialog).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderLayout();
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(openButton);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(openButton).toHaveFocus());
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes the mobile menu when the window widens to the full navigation', async () => {
    const listeners: ((event: MediaQueryListEvent) => void)[] = [];
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
            listeners.push(listener),
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // outside act(): these tests run without React's act environment, and waitFor sees the update
    listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    vi.restoreAllMocks();
  });

  it('shows only the social links SOCIAL_LINKS configures, and no "Follow us" without any', async () => {
    renderLayout();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('links each configured network to its address', async () => {
    serve(
      on(
        'GET /site',
        ok({
          supportChatUrl: null,
          socialLinks: [{ network: 'x', url: 'https://x.com/skylark' }],
          adminRegistrationOpen: false,
        }),
      ),
    );
    renderLayout();
    expect(await screen.findByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/skylark');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
