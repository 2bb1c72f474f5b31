import { MSG } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserSession } from '@/lib/session';
import { failure, ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import ProfilePage from './profile-page';

// The strength meter's estimator is large: load it once here, not inside a timed test.
beforeAll(async () => {
  await import('@skylark/contract/password-strength');
}, 60_000);
describe('My Profile', () => {
  it('shows the profile with Member Since and Last Updated, and saves edits through PATCH /user/profile', async () => {
    setUserSession('token', sampleUser);
    const seen = serve(
      on('GET /user/profile', ok(sampleUser, 'Profile retrieved')),
      on('PATCH /user/profile', (request) =>
        ok({ ...sampleUser, ...(request.body as object) }, MSG.profileUpdated),
      ),
    );
    const user = userEvent.setup();
    renderAt('/profile', { '/profile': <ProfilePage /> });

    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Member Since')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(screen.getByText('Jan 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('Feb 06, 2025')).toBeInTheDocument();
    expect(await screen.findByText('5551234567')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    const phone = screen.getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '55-98');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // the registration rule, at the field, which takes the focus; nothing is sent
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidPhone);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(seen.some((request) => request.method === 'PATCH')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    expect(await screen.findByText('5559876543')).toBeInTheDocument();
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '5559876543' });
  });

  it('shows a server refusal at its field without the field prefix', async () => {
    setUserSession('token', sampleUser);
    serve(
      on('GET /user/profile', ok(sampleUser, 'Profile retrieved')),
      on(
        'PATCH /user/profile',
        failure(400, `lastName: Last name is too long`, [
          { field: 'lastName', message: 'Last name is too long' },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAt('/profile', { '/profile': <ProfilePage /> });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Last name is too long');
    expect(screen.queryByText(/lastName:/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveFocus());
  });

  it('shows the fallback "Failed to fetch profile" when the profile cannot load', async () => {
    localStorage.setItem('userToken', 'token-only');
    serve(on('GET /user/profile', failure(404, '')));
    renderAt('/profile', { '/profile': <ProfilePage /> });
    expect(await screen.findByText(MSG.fetchProfileFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
