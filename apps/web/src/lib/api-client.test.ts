import { MSG } from '@skylark/contract';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, ApiError, setApiNavigator } from './api-client';
import { getAdminSession, getUserSession, setAdminSession, setUserSession } from './session';
import { failure, networkError, offContract, ok, on, serve } from '@/test/api';
import { sampleAdmin, sampleBooking, sampleUser } from '@/test/records';

const noFlights = ok({ data: [], currentPage: 1, totalPages: 0, totalFlights: 0 });

afterEach(() => {
  setApiNavigator(null);
  window.history.replaceState(null, '', '/');
});

describe('api', () => {
  it('calls /api/v1 with JSON, the query without empty values, and answers the result object', async () => {
    const seen = serve(on('POST /user/bookings', ok(sampleBooking)));
    const answer = await api('POST', '/user/bookings', {
      body: { a: 1 },
      query: { page: 2, search: '', sort: undefined, flag: false },
    });
    expect(answer).toEqual({ success: true, message: 'OK', statusCode: 201, data: sampleBooking });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v1/user/bookings');
    expect(request?.url.search).toBe('?page=2&flag=false');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('picks the admin token for /admin paths and the user token for every other path', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    const seen = serve(
      on('GET /admin/users', ok({ data: [], currentPage: 1, totalPages: 0, totalUsers: 0 })),
      on('GET /user/profile', ok(sampleUser)),
      offContract('get', '/administrators', () => HttpResponse.json(null, { status: 404 })),
    );
    await api('GET', '/admin/users');
    await api('GET', '/user/profile');
    await api('GET', '/administrators').catch(() => undefined);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer admin-token',
      'Bearer user-token',
      'Bearer user-token',
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = serve(on('GET /user/flights', noFlights));
    await api('GET', '/user/flights');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws the server status, message and field errors on failure', async () => {
    serve(
      on(
        'POST /user/register',
        failure(400, 'Email is required', [{ field: 'email', message: 'Email is required' }]),
      ),
    );
    const error = await api('POST', '/user/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Email is required' });
    expect((error as ApiError).errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('treats success false as a failure even with status 200', async () => {
    serve(
      offContract('get', '/user/flights', () =>
        HttpResponse.json({ success: false, message: 'Nope', statusCode: 200, data: null }),
      ),
    );
    await expect(api('GET', '/user/flights')).rejects.toMatchObject({ message: 'Nope' });
  });

  it('turns a network failure into status 500 "Network error occurred"', async () => {
    serve(on('GET /user/flights', networkError()));
    const error = await api('GET', '/user/flights').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: MSG.networkError });
  });

  it("fails a request left without an answer as a network error, and leaves a caller's own abort an abort", async () => {
    serve(on('GET /user/flights', () => new Promise<never>(() => {})));
    const unanswered = await api('GET', '/user/flights', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(unanswered).toMatchObject({ name: 'NetworkError', status: 500, message: MSG.networkError });

    const caller = new AbortController();
    const pending = api('GET', '/user/flights', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
  });

  it('on 401 for a customer path clears only the customer session and goes to /login', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    window.history.replaceState(null, '', '/bookings?page=2');
    const moves: { to: string; from?: string }[] = [];
    setApiNavigator((to, state) => moves.push({ to, from: state?.from }));
    serve(on('GET /user/bookings', failure(401, 'Unauthorized')));

    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({ status: 401 });
    expect(getUserSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getAdminSession().token).toBe('admin-token');
    expect(moves).toEqual([{ to: '/login', from: '/bookings?page=2' }]);
  });

  it('a 401 to a request sent before a sign-in keeps the session signed in since', async () => {
    window.history.replaceState(null, '', '/login');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    // the customer signs in while a request sent signed out is on its way
    serve(
      on('GET /user/bookings', () => {
        setUserSession('new-token', sampleUser);
        return failure(401, 'Unauthorized');
      }),
    );
    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({ status: 401 });
    expect(getUserSession().token).toBe('new-token');
    expect(localStorage.getItem('userToken')).toBe('new-token');
    expect(moves).toEqual([]);
  });

  it('signs a blocked customer out and sends them to /login with the blocked message', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    window.history.replaceState(null, '', '/bookings');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    serve(on('GET /user/bookings', failure(403, MSG.accountBlocked, undefined, 'ACCOUNT_BLOCKED')));
    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_BLOCKED',
    });
    expect(getUserSession().token).toBeNull();
    expect(getAdminSession().token).toBe('admin-token');
    expect(moves).toEqual(['/login']);
  });

  it('a blocked answer to the last session’s request keeps the account signed in since', async () => {
    setUserSession('blocked-token', sampleUser);
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    serve(
      on('GET /user/bookings', () => {
        setUserSession('other-account-token', { ...sampleUser, _id: 'another-user' });
        return failure(403, MSG.accountBlocked, undefined, 'ACCOUNT_BLOCKED');
      }),
    );
    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    expect(getUserSession().token).toBe('other-account-token');
    expect(moves).toEqual([]);
  });

  it("decides by the answer's code, not its wording: another 403 keeps the customer signed in", async () => {
    setUserSession('user-token', sampleUser);
    window.history.replaceState(null, '', '/bookings');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    serve(on('GET /user/bookings', failure(403, MSG.accountBlocked, undefined, 'FORBIDDEN')));
    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(getUserSession().token).toBe('user-token');
    expect(moves).toEqual([]);
  });

  it('on 401 for an admin path clears only the admin session and goes to /admin/login', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    window.history.replaceState(null, '', '/admin/users');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    serve(on('GET /admin/users', failure(401, 'Unauthorized')));

    await expect(api('GET', '/admin/users')).rejects.toMatchObject({ status: 401 });
    expect(getAdminSession()).toEqual({ token: null, admin: null });
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(getUserSession().token).toBe('user-token');
    expect(moves).toEqual(['/admin/login']);
  });

  it('stays on the login screen when the login itself answers 401', async () => {
    window.history.replaceState(null, '', '/login');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    serve(on('POST /user/login', failure(401, 'Invalid email or password')));
    await expect(api('POST', '/user/login', { body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(moves).toEqual([]);
  });

  it('keeps the status of an answer that is not JSON', async () => {
    serve(on('GET /user/flights', new Response('<html>Bad gateway</html>', { status: 502 })));
    const error = await api('GET', '/user/flights').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(error).toMatchObject({ message: '' });
  });
});
