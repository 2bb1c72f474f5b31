import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { RootLayout } from './root-layout';

function Broken({ error }: { error: Error }): never {
  throw error;
}

/** Stands outside the error boundary, as the browser's own navigation does. */
function GoHome() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/')}>Go home</button>;
}

const withPages = (broken: Error) => [
  {
    element: (
      <>
        <GoHome />
        <RootLayout />
      </>
    ),
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/broken', element: <Broken error={broken} /> },
    ],
  },
];

beforeEach(() => {
  // React reports the error the boundary caught, and jsdom cannot reload: both write to the console
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that fails', () => {
  it('shows the error page instead of a blank screen, and the next navigation shows pages again', async () => {
    const user = userEvent.setup();
    renderAt('/broken', {}, undefined, withPages(new Error('render failed')));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We could not show this page. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('says the app was updated and reloads once when a page of the old version is gone', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/flights-page-old.js');
    renderAt('/broken', {}, undefined, withPages(gone));

    expect(await screen.findByRole('heading', { name: 'Skylark has been updated' })).toBeInTheDocument();
    expect(
      screen.getByText('A newer version of the app is available. Reload the page to continue.'),
    ).toBeInTheDocument();
    // the mark that keeps a second failure from reloading again
    expect(sessionStorage.getItem('skylark:reloaded-for-update')).toBe(window.location.href);
  });
});
