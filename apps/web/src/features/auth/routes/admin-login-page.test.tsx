import { MSG, STORAGE_KEYS, mfaMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAdminSession } from '@/lib/session';
import { json, stubNetwork } from '@/test/network';
import { sampleAdmin } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import AdminLoginPage from './admin-login-page';

afterEach(() => {
  toast.remove();
  clearAdminSession();
  vi.unstubAllGlobals();
});

const ok = (message: string, data: unknown) => json(200, { success: true, message, statusCode: 200, data });

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
describe('Admin login with two-factor', { timeout: 15_000 }, () => {
  it('asks for the code after the password, stores no token until the code step succeeds', async () => {
    const seen = stubNetwork((request) => {
      if (request.url.pathname.endsWith('/admin/login')) {
        return ok(mfaMessages.loginNeedsCode, { mfaRequired: true, step: 'code', challenge: 'chal-1' });
      }
      return ok(MSG.loginSuccessful, { token: 'admin-token', admin: sampleAdmin });
    });
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
    stubNetwork((request) =>
      request.url.pathname.endsWith('/admin/login')
        ? ok(mfaMessages.loginNeedsCode, { mfaRequired: true, step: 'code', challenge: 'chal-2' })
        : json(401, { success: false, message: mfaMessages.invalidCode, statusCode: 401, data: null }),
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
    stubNetwork((request) => {
      const path = request.url.pathname;
      if (path.endsWith('/admin/login')) {
        return ok(mfaMessages.enrolmentNeeded, { mfaRequired: true, step: 'enrol', challenge: 'chal-3' });
      }
      if (path.endsWith('/enrolment')) {
        return ok(mfaMessages.enrolmentStarted, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/Skylark%20Admin:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        });
      }
      return ok(mfaMessages.enabled, { token: 'enrolled-token', admin: sampleAdmin, recoveryCodes: codes });
    });
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
