import { MSG } from '@skylark/contract';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getUserSession } from '@/lib/session';
import { failure, networkError, ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { LocationProbe, renderAt } from '@/test/render';
import LoginPage from './login-page';

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

const pages = { '/login': <LoginPage />, '/': <LocationProbe />, '/profile': <LocationProbe /> };

describe('Login', () => {
  it('refuses an e-mail without the simple pattern and submits nothing', async () => {
    const seen = serve(on('POST /user/login', failure(500, 'Internal Server Error')));
    renderAt('/login', pages);
    await logIn('ada@example', 'whatever-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidEmail);
    expect(screen.getAllByText(MSG.invalidEmail).length).toBeGreaterThanOrEqual(2); // field and toast
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(seen).toHaveLength(0);
  });

  it.each([
    [400, 'Password is required', 'Warning'],
    [401, 'Invalid email or password', 'Locked'],
    [403, MSG.accountBlocked, 'Error'],
    [429, 'Too many login attempts. Try again in a minute.', 'Error'],
  ])('shows a %i failure with the server message and its icon', async (status, message, icon) => {
    serve(on('POST /user/login', failure(status, message)));
    renderAt('/login', pages);
    await logIn('ada@example.com', 'wrong-password');
    // beside the form, where it stays, and in the spec's toast
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
    const toastText = (await screen.findAllByText(message)).find((e) => e.closest('[role="status"]'))!;
    const toastBox = toastText.closest('[role="status"]')?.parentElement;
    expect(toastBox).toBeTruthy();
    expect(within(toastBox as HTMLElement).getByRole('img', { name: icon })).toBeInTheDocument();
    expect(getUserSession().token).toBeNull();
  });

  it('shows "Network error occurred" when the server cannot be reached', async () => {
    serve(on('POST /user/login', networkError()));
    renderAt('/login', pages);
    await logIn('ada@example.com', 'some-password');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(MSG.networkError);
    const text = (await screen.findAllByText(MSG.networkError)).find((e) => e.closest('[role="status"]'))!;
    const box = text.closest('[role="status"]')?.parentElement as HTMLElement;
    expect(within(box).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('stores the session, says "Login successful!" and returns to the page the customer came from', async () => {
    const seen = serve(
      on('POST /user/login', ok({ token: 'jwt-token', user: sampleUser }, MSG.loginSuccessful)),
    );
    renderAt('/login', pages, { from: '/profile' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember me'));
    await logIn('Ada@Example.com ', 'right-password');
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
    expect(await screen.findByText(MSG.loginSuccessful)).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ email: 'Ada@Example.com', password: 'right-password', rememberMe: true });
    expect(getUserSession()).toEqual({ token: 'jwt-token', user: sampleUser });
  });

  it('shows the site in the language kept on the account, and remembers it for the next pages', async () => {
    serve(on('POST /user/login', ok({ token: 't', user: { ...sampleUser, language: 'es' } })));
    renderAt('/login', pages);
    expect(document.documentElement).not.toHaveAttribute('lang', 'es');
    await logIn('ada@example.com', 'right-password');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    // the toast that says so is already in Spanish
    expect(await screen.findByText('¡Sesión iniciada correctamente!')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.cookie).toContain('lang=es');
  });

  it('leaves the language as it is when the account keeps the one shown', async () => {
    serve(on('POST /user/login', ok({ token: 't', user: { ...sampleUser, language: 'en' } })));
    renderAt('/login', pages);
    await logIn('ada@example.com', 'right-password');
    expect(await screen.findByText(MSG.loginSuccessful)).toBeInTheDocument();
    expect(document.cookie).not.toContain('lang=');
  });

  it('goes to the home page when it came from nowhere', async () => {
    serve(on('POST /user/login', ok({ token: 't', user: sampleUser })));
    renderAt('/login', pages);
    await logIn('ada@example.com', 'right-password');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows and hides the password', async () => {
    renderAt('/login', pages);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
