import { MSG } from '@skylark/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUserSession } from '@/lib/session';
import { failure, ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import ProfilePage from './profile-page';

afterEach(() => {
  toast.remove();
});

// The strength meter's estimator is large: load it once here, not inside a timed test.
beforeAll(async () => {
  await import('@skylark/contract/password-strength');
}, 60_000);
describe('My Profile', () => {
  it('shows the profile with Member Since and Last Updated, and saves edits locally without a call', async () => {
    setUserSession('token', sampleUser);
    const seen = serve(on('GET /user/profile', ok(sampleUser, 'Profile retrieved')));
    const user = userEvent.setup();
    renderAt('/profile', { '/profile': <ProfilePage /> });

    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Member Since')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(screen.getByText('Jan 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('Feb 06, 2025')).toBeInTheDocument();
    expect(await screen.findByText('5551234567')).toBeInTheDocument();
    const calls = seen.length;

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '5559876543');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MSG.profileUpdated)).toBeInTheDocument();
    expect(screen.getByText('5559876543')).toBeInTheDocument();
    expect(seen).toHaveLength(calls);
    expect(seen.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows the fallback "Failed to fetch profile" when the profile cannot load', async () => {
    localStorage.setItem('userToken', 'token-only');
    serve(on('GET /user/profile', failure(404, '')));
    renderAt('/profile', { '/profile': <ProfilePage /> });
    expect(await screen.findByText(MSG.fetchProfileFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
