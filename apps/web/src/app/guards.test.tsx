import { MSG } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import AdminLoginPage from '@/features/auth/routes/admin-login-page';
import LoginPage from '@/features/auth/routes/login-page';
import { getAdminSession, setAdminSession } from '@/lib/session';
import { failure, ok, on, serve, type Answer } from '@/test/api';
import { sampleAdmin, sampleUser } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import { RequireAdmin, RequireUser } from './guards';

const guarded = [
  {
    element: <RequireAdmin />,
    children: [{ path: '/admin/users', element: <h1>User Management</h1> }],
  },
  {
    element: <RequireUser />,
    children: [{ path: '/bookings', element: <h1>My Bookings</h1> }],
  },
];

describe('guards', () => {
  it('sends a visitor without an admin token to /admin/login and back after login', async () => {
    serve(on('POST /admin/login', ok({ token: 'admin-jwt', admin: sampleAdmin })));
    const user = userEvent.setup();
    renderAt('/admin/users?page=2', { '/admin/login': <AdminLoginPage /> }, undefined, guarded);
    await user.type(await screen.findByLabelText(/^Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(getAdminSession()).toEqual({ token: 'admin-jwt', admin: sampleAdmin });
  });

  it('lets an admin with a token through', () => {
    setAdminSession('admin-jwt', sampleAdmin);
    renderAt('/admin/users', {}, undefined, guarded);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('admin login goes to the dashboard when it came from nowhere, and a failure clears the admin entries', async () => {
    let answer: Answer<{ token: string; admin: typeof sampleAdmin }> = failure(
      401,
      'Invalid email or password',
    );
    serve(on('POST /admin/login', () => answer));
    setAdminSession('stale', sampleAdmin);
    const user = userEvent.setup();
    renderAt('/admin/login', { '/admin/login': <AdminLoginPage />, '/admin/dashboard': <LocationProbe /> });
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(getAdminSession()).toEqual({ token: null, admin: null });

    answer = ok({ token: 'a', admin: sampleAdmin });
    await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(await screen.findByText(MSG.loginSuccessful)).toBeInTheDocument();
  });

  it('sends a visitor without a customer token to /login and back after login', async () => {
    serve(on('POST /user/login', ok({ token: 'user-jwt', user: sampleUser })));
    const user = userEvent.setup();
    renderAt('/bookings', { '/login': <LoginPage /> }, undefined, [
      { element: <Outlet />, children: guarded },
    ]);
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeInTheDocument();
  });
});
