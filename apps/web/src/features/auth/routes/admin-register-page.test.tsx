import { MSG, siteMessages } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAdminSession } from '@/lib/session';
import { failure, ok, on, serve } from '@/test/api';
import { sampleAdmin } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import AdminRegisterPage from './admin-register-page';

// The strength meter's estimator is large: load it once here, not inside a timed test.
beforeAll(async () => {
  await import('@skylark/contract/password-strength');
}, 60_000);
describe('Admin registration', () => {
  it('marks every problem at once, toasts the password match first, then registers and goes to /admin/login', async () => {
    const seen = serve(on('POST /admin/register', ok(sampleAdmin, MSG.adminRegistrationSuccessful)));
    const user = userEvent.setup();
    renderAt('/admin/register', {
      '/admin/register': <AdminRegisterPage />,
      '/admin/login': <LocationProbe />,
    });
    const submit = screen.getByRole('button', { name: 'Register Admin' });

    await user.type(screen.getByLabelText(/^Password/), 'admin-password-1');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(MSG.passwordsDoNotMatch)).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
      MSG.passwordsDoNotMatch,
    ]);

    await user.type(screen.getByLabelText(/^Confirm password/), 'admin-password-1');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('Email is required')).toHaveLength(2));
    expect(seen).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.click(submit);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/login');
    expect(await screen.findByText(MSG.adminRegistrationSuccessful)).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ email: 'grace@example.com', password: 'admin-password-1' });
  });

  it('shows the server refusal when registration is closed', async () => {
    serve(on('POST /admin/register', failure(403, MSG.adminRegistrationClosed)));
    const user = userEvent.setup();
    renderAt('/admin/register', { '/admin/register': <AdminRegisterPage /> });
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'admin-password-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'admin-password-1');
    await user.click(screen.getByRole('button', { name: 'Register Admin' }));
    expect(await screen.findByText(MSG.adminRegistrationClosed)).toBeInTheDocument();
  });

  it('says registration is closed once an administrator exists, and points to the administrator sign-in', async () => {
    serve(on('GET /site', ok({ supportChatUrl: null, socialLinks: [], adminRegistrationOpen: false })));
    renderAt('/admin/register', { '/admin/register': <AdminRegisterPage /> });
    expect(
      await screen.findByRole('heading', { name: siteMessages.registrationClosedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(MSG.adminRegistrationClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteMessages.adminSignIn })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(screen.queryByRole('button', { name: 'Register Admin' })).not.toBeInTheDocument();
  });

  it('keeps the form for a signed-in administrator adding a colleague', async () => {
    setAdminSession('admin-token', sampleAdmin);
    serve(on('GET /site', ok({ supportChatUrl: null, socialLinks: [], adminRegistrationOpen: false })));
    renderAt('/admin/register', { '/admin/register': <AdminRegisterPage /> });
    expect(await screen.findByRole('button', { name: 'Register Admin' })).toBeInTheDocument();
  });
});
