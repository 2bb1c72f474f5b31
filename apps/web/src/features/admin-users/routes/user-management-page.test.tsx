import { type AdminUser, MSG } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '@/lib/hooks/use-debounced-apply';
import { failure, ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import UserManagementPage from './user-management-page';

afterEach(() => {
  vi.useRealTimers();
});

const user = (n: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...sampleUser,
  _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  firstName: `Pilot${n}`,
  lastName: 'Crew',
  email: `pilot${n}@example.com`,
  phone: sampleUser.phoneNumber,
  totalBookings: 0,
  lastBooking: null,
  ...overrides,
});

/** Opens the row menu of the user named `name` and chooses `action`. */
async function chooseAction(events: UserEvent, name: string, action: string) {
  const table = await screen.findByRole('table');
  await events.click(await within(table).findByRole('button', { name: `Actions for ${name}` }));
  await events.click(await screen.findByRole('menuitem', { name: action }));
}

const page = (users: AdminUser[], currentPage: number, totalPages: number) =>
  ok({ data: users, currentPage, totalPages, totalUsers: users.length });

describe('User Management', () => {
  it('lists users with their status and the pagination window, and asks for another page', async () => {
    // the clock runs, and the search delay can be run past at once instead of slept through
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = serve(
      on('GET /admin/users', (request) => {
        const pageNumber = Number(request.url.searchParams.get('page'));
        return page([user(pageNumber), user(pageNumber + 10, { status: 'blocked' })], pageNumber, 7);
      }),
    );
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    expect(await screen.findByText('Showing page 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pilot1 Crew pilot1@example.com Active/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pilot11 Crew pilot11@example.com Blocked/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing page 5 of 7')).toBeInTheDocument();
    // the search box has not changed, so the page chosen stays once the search delay has passed
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2);
    expect(screen.getByText('Showing page 5 of 7')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(seen.at(-1)!.url.searchParams.get('limit')).toBe('10');
  });

  it('searches by the typed text and says "No users found" when nothing matches', async () => {
    const seen = serve(
      on('GET /admin/users', (request) =>
        request.url.searchParams.get('search') ? page([], 1, 0) : page([user(1)], 1, 1),
      ),
    );
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    await within(await screen.findByRole('table')).findByText('Pilot1 Crew');
    await userEvent.setup().type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('search')).toBe('nobody'));
    expect(seen.at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('shows User Details with the spec defaults for missing values', async () => {
    const bare = user(3, { phone: '', phoneNumber: '', createdAt: '', totalBookings: 0, lastBooking: null });
    serve(on('GET /admin/users/:id', ok(bare)), on('GET /admin/users', page([bare], 1, 1)));
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    const events = userEvent.setup();
    await chooseAction(events, 'Pilot3 Crew', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    await within(dialog).findByText('pilot3@example.com');
    expect(within(dialog).getByText('Not provided')).toBeInTheDocument();
    expect(within(dialog).getByText('N/A')).toBeInTheDocument();
    expect(within(dialog).getByText('0')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
  });

  it('blocks with a success toast, and on a failed block shows no error but fetches the list again', async () => {
    let statusCalls = 0;
    let failNext = false;
    const seen = serve(
      on('PATCH /admin/users/:id/status', () => {
        statusCalls += 1;
        if (failNext) return failure(500, 'Boom');
        return ok(user(1, { status: 'blocked' }), MSG.userStatusUpdated);
      }),
      on('GET /admin/users', page([user(1)], 1, 1)),
    );
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    const events = userEvent.setup();
    await chooseAction(events, 'Pilot1 Crew', 'Block User');
    expect(await screen.findByText(MSG.userStatusUpdated)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')!.body).toEqual({ status: 'blocked' });
    toast.remove();

    failNext = true;
    const listCallsBefore = seen.filter((r) => r.method === 'GET').length;
    await chooseAction(events, 'Pilot1 Crew', 'Block User');
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'GET').length).toBeGreaterThan(listCallsBefore),
    );
    expect(statusCalls).toBe(2);
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.updateUserStatusFailed)).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation and toasts the success', async () => {
    const seen = serve(
      on('DELETE /admin/users/:id', ok(null, MSG.userDeleted)),
      on('GET /admin/users', page([user(1)], 1, 1)),
    );
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    const events = userEvent.setup();
    await chooseAction(events, 'Pilot1 Crew', 'Delete User');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.confirmDeleteUser);
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText(MSG.userDeleted)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'DELETE')!.url.pathname).toBe(`/api/v1/admin/users/${user(1)._id}`);
  });

  it('steps back a page when a delete empties the last one, without saying "No users found"', async () => {
    let deleted = false;
    serve(
      on('DELETE /admin/users/:id', () => {
        deleted = true;
        return ok(null, MSG.userDeleted);
      }),
      on('GET /admin/users', (request) => {
        const pageNumber = Number(request.url.searchParams.get('page'));
        if (!deleted) return page(pageNumber === 2 ? [user(11)] : [user(1)], pageNumber, 2);
        return page(pageNumber === 2 ? [] : [user(1)], pageNumber, 1);
      }),
    );
    const saidEmpty: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.textContent?.includes('No users found')) saidEmpty.push('No users found');
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Page 2' }));
    await chooseAction(events, 'Pilot11 Crew', 'Delete User');
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete User' }),
    );
    expect(await screen.findByText('Showing page 1 of 1')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Pilot1 Crew')).toBeInTheDocument();
    observer.disconnect();
    expect(saidEmpty).toEqual([]);
  });

  it('keeps the rows when a refresh fails, with the error and Try again above them', async () => {
    let failing = false;
    serve(
      on('PATCH /admin/users/:id/status', () => {
        failing = true;
        return ok(user(1, { status: 'blocked' }), MSG.userStatusUpdated);
      }),
      on('GET /admin/users', () => (failing ? failure(429, 'Too many requests') : page([user(1)], 1, 1))),
    );
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    const events = userEvent.setup();
    await chooseAction(events, 'Pilot1 Crew', 'Block User');
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Pilot1 Crew')).toBeInTheDocument();
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Too many requests')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Pilot1 Crew')).toBeInTheDocument();
  });

  it('shows the fallback when the list cannot load and the server says nothing', async () => {
    serve(on('GET /admin/users', failure(403, '')));
    renderAt('/admin/users', { '/admin/users': <UserManagementPage /> });
    expect(await screen.findByText(MSG.fetchUsersFailed)).toBeInTheDocument();
  });
});
