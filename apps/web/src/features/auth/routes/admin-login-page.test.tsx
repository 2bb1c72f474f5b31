import { MSG, STORAGE_KEYS, mfaMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAdminSession } from '@/lib/session';
import { failure, ok, on, serve } from '@/test/api';
import { sampleAdmin } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import AdminLoginPage from './admin-login-page';

afterEach(() => {
  clearAdminSession();
});

function renderLogin() {
  renderAt('/admin/login', { '/admin/login': <AdminLoginPage />, '/admin/dashboard': <LocationProbe /> });
}

async function submitPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'admin-password-1');
  await user.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));
  return user;
}

// Three full sign-ins typed key by key: more than the default 5 s on a busy machine.
describe('Admin login with two-factor', { timeout: 60_000 }, () => {
  it('asks for the code after the password, stores no token until the code step succeeds', async () => {
    const seen = serve(
      on(
        'POST /admin/login',
        ok({ mfaRequired: true, step: 'code', challenge: 'chal-1' } as const, mfaMessages.loginNeedsCode),
      ),
      on('POST /admin/login/mfa', ok({ token: 'admin-token', admin: sampleAdmin }, MSG.loginSuccessful)),
    );
    renderLogin();
    const user = await submitPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor check' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(mfaMessages.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(seen.at(-1)!.body).toEqual({ challenge: 'chal-1', code: '123456' });
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-token');
  });

  it('shows a wrong code as a toast and stays on the code step', async () => {
    serve(
      on('POST /admin/login', ok({ mfaRequired: true, step: 'code', challenge: 'chal-2' } as const)),
      on('POST /admin/login/mfa', failure(401, mfaMessages.invalidCode)),
    );
    renderLogin();
    const user = await submitPassword();
    await user.type(await screen.findByLabelText(/^Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(mfaMessages.invalidCode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor check' })).toBeInTheDocument();
  });

  it('walks an administrator through the required enrolment, shows the recovery codes, then signs in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    serve(
      on('POST /admin/login', ok({ mfaRequired: true, step: 'enrol', challenge: 'chal-3' } as const)),
      on('POST /admin/login/mfa/enrolment', ok({ secret, otpauthUrl: `otpauth://totp/x?secret=${secret}` })),
      on(
        'POST /admin/login/mfa/enrolment/confirm',
        ok({ token: 'enrolled-token', admin: sampleAdmin, recoveryCodes: codes }),
      ),
    );
    renderLogin();
    const user = await submitPassword();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText(/^Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(codes),
    );
    await user.click(screen.getByRole('button', { name: 'Continue to the Admin Panel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('enrolled-token');
  });
});
