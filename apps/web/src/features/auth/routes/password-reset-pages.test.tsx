import { MSG } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { LocationProbe, renderAt } from '@/test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

// The strength meter's estimator is large: load it once here, not inside a timed test.
beforeAll(async () => {
  await import('@skylark/contract/password-strength');
}, 60_000);
describe('Forgot password', () => {
  it('switches to "Check Your Email" after sending the link', async () => {
    const seen = serve(on('POST /user/forget-password', ok(null, MSG.resetLinkSent)));
    const user = userEvent.setup();
    renderAt('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText("We've sent a password reset link to your email address.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(seen[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows "Failed to send reset email" when the call fails without a message', async () => {
    serve(on('POST /user/forget-password', new Response('', { status: 503 })));
    const user = userEvent.setup();
    renderAt('/forgot-password', { '/forgot-password': <ForgotPasswordPage /> });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MSG.sendResetFailed)).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('without a token says "Invalid or expired reset link" and goes to /forgot-password', async () => {
    renderAt('/reset-password', {
      '/reset-password': <ResetPasswordPage />,
      '/forgot-password': <LocationProbe />,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/forgot-password');
    expect(await screen.findByText(MSG.invalidResetLink)).toBeInTheDocument();
  });

  it('checks that the passwords match, then resets and goes to /login', async () => {
    const seen = serve(on('POST /user/reset-password', ok(null, MSG.passwordResetSuccessful)));
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc123', {
      '/reset-password': <ResetPasswordPage />,
      '/login': <LocationProbe />,
    });
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.passwordsDoNotMatch);
    expect(seen).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText(MSG.passwordResetSuccessful)).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'new-password-1',
      confirmNewPassword: 'new-password-1',
    });
  });
});
