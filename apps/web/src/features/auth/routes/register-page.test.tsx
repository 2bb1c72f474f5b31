import { MSG } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { changeLanguage } from '@/lib/i18n';
import { sampleUser } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const field = (label: RegExp) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

// The strength meter's estimator is large: load it once here, not inside a timed test.
beforeAll(async () => {
  await import('@skylark/contract/password-strength');
}, 60_000);
describe('Register', () => {
  it("marks every problem at its field at once, toasts the first by the spec's order, and only then registers", async () => {
    const seen = serve(on('POST /user/register', ok(sampleUser, MSG.registrationSuccessful)));
    const user = userEvent.setup();
    renderAt('/register', { '/register': <RegisterPage />, '/login': <LocationProbe /> });
    const submit = screen.getByRole('button', { name: 'Register' });
    const errorOf = (label: RegExp) => document.getElementById(`${field(label).id}-error`);

    // everything wrong at once: each field says what is wrong with it; the toast names the mismatch
    await fill(user, /^Email/, 'not an email');
    await fill(user, /^Phone number/, '12ab');
    await fill(user, /^Password/, 'secret-password');
    await fill(user, /^Confirm password/, 'different');
    await user.click(submit);
    // the check runs once the form's resolver has loaded
    await waitFor(() => expect(errorOf(/^Confirm password/)).toHaveTextContent(MSG.passwordsDoNotMatch));
    expect(errorOf(/^Email/)).toHaveTextContent(MSG.invalidEmail);
    expect(errorOf(/^Phone number/)).toHaveTextContent(MSG.invalidPhone);
    expect(errorOf(/^First name/)).toHaveTextContent('First name is required');
    expect(errorOf(/^Last name/)).toHaveTextContent('Last name is required');
    expect(errorOf(/^Password/)).toBeNull();
    await waitFor(() => expect(screen.getAllByText(MSG.passwordsDoNotMatch)).toHaveLength(2));
    await waitFor(() => expect(field(/^Confirm password/)).toHaveFocus());
    expect(seen).toHaveLength(0);
  });

  it("toasts the problems in the spec's order: passwords, e-mail, phone, then the required fields", async () => {
    const seen = serve(on('POST /user/register', ok(sampleUser, MSG.registrationSuccessful)));
    const user = userEvent.setup();
    renderAt('/register', { '/register': <RegisterPage />, '/login': <LocationProbe /> });
    const submit = screen.getByRole('button', { name: 'Register' });
    const errorOf = (label: RegExp) => document.getElementById(`${field(label).id}-error`);
    await fill(user, /^Email/, 'not an email');
    await fill(user, /^Phone number/, '12ab');
    await fill(user, /^Password/, 'secret-password');
    await fill(user, /^Confirm password/, 'secret-password');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(MSG.invalidEmail)).toHaveLength(2));
    await waitFor(() => expect(field(/^Email/)).toHaveFocus());

    await fill(user, /^Email/, 'ada@example.com');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(MSG.invalidPhone)).toHaveLength(2));

    await fill(user, /^Phone number/, '5551234567');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('First name is required')).toHaveLength(2));
    expect(errorOf(/^Last name/)).toHaveTextContent('Last name is required');
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    expect(seen).toHaveLength(0);

    await fill(user, /^First name/, 'Ada');
    await fill(user, /^Last name/, 'Lovelace');
    await user.click(submit);

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText(MSG.registrationSuccessful)).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/v1/user/register');
    expect(seen[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '5551234567',
      password: 'secret-password',
      confirmPassword: 'secret-password',
      language: 'en',
    });
  }, 15_000);

  it('accepts an 11-digit phone number and shows the server message on failure', async () => {
    serve(on('POST /user/register', failure(409, MSG.emailTaken)));
    const user = userEvent.setup();
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill(user, /^First name/, 'Ada');
    await fill(user, /^Last name/, 'Lovelace');
    await fill(user, /^Email/, 'ada@example.com');
    await fill(user, /^Phone number/, '40721234567');
    await fill(user, /^Password/, 'secret-password');
    await fill(user, /^Confirm password/, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
  });

  it('falls back to "Registration failed" when the server gives no message', async () => {
    serve(on('POST /user/register', new Response('', { status: 502 })));
    const user = userEvent.setup();
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill(user, /^First name/, 'Ada');
    await fill(user, /^Last name/, 'Lovelace');
    await fill(user, /^Email/, 'ada@example.com');
    await fill(user, /^Phone number/, '5551234567');
    await fill(user, /^Password/, 'secret-password');
    await fill(user, /^Confirm password/, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.registrationFailed)).toBeInTheDocument();
  });

  it('shows the server\'s field error at its field and in the toast without the "password:" prefix', async () => {
    const message = 'Password must be at least 8 characters';
    serve(on('POST /user/register', failure(400, `password: ${message}`, [{ field: 'password', message }])));
    const user = userEvent.setup();
    renderAt('/register', { '/register': <RegisterPage /> });
    await fill(user, /^First name/, 'Grace');
    await fill(user, /^Last name/, 'Hopper');
    await fill(user, /^Email/, 'grace@example.com');
    await fill(user, /^Phone number/, '07123456789');
    await fill(user, /^Password/, 'secret-password');
    await fill(user, /^Confirm password/, 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByText(/password: /)).not.toBeInTheDocument();
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(/^Password/)).toHaveFocus());
  });

  it('signing up in the middle of a booking: the login after it returns to the booking', async () => {
    serve(
      on('POST /user/register', ok(sampleUser, MSG.registrationSuccessful)),
      on('POST /user/login', ok({ token: 't', user: sampleUser }, MSG.loginSuccessful)),
    );
    const booking = '/booking/confirm/f1?class=ECONOMY';
    renderAt(
      '/register',
      {
        '/register': <RegisterPage />,
        '/login': <LoginPage />,
        '/booking/confirm/:id': <LocationProbe />,
      },
      { from: booking },
    );
    const user = userEvent.setup();
    await fill(user, /^First name/, 'Ada');
    await fill(user, /^Last name/, 'Lovelace');
    await fill(user, /^Email/, 'ada@example.com');
    await fill(user, /^Phone number/, '5551234567');
    await fill(user, /^Password/, 'Skyward-Heron-2048');
    await fill(user, /^Confirm password/, 'Skyward-Heron-2048');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Skyward-Heron-2048');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(booking);
  });

  it('in Arabic, the e-mail and phone fields are written left to right, the names as the page', async () => {
    await changeLanguage('ar');
    try {
      renderAt('/register', { '/register': <RegisterPage /> });
      expect(field(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr');
      expect(field(/^رقم الهاتف/)).toHaveAttribute('dir', 'ltr');
      expect(field(/^الاسم الأول/)).not.toHaveAttribute('dir');
    } finally {
      await changeLanguage('en');
    }
  });
});
