import { MSG } from '@skylark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, setApiNavigator } from './api-client';
import { getAdminSession, getUserSession, setAdminSession, setUserSession } from './session';
import { json, stubNetwork } from '@/test/network';
import { sampleAdmin, sampleUser } from '@/test/records';

const ok = (data: unknown, statusCode = 200) =>
  json(statusCode, { success: true, message: 'OK', statusCode, data });

afterEach(() => {
  vi.unstubAllGlobals();
  setApiNavigator(null);
  window.history.replaceState(null, '', '/');
});

describe('api', () => {
  it('calls /api/v1 with JSON, the query without empty values, and answers the result object', async () => {
    const seen = stubNetwork(() => ok({ id: 1 }, 201));
    const answer = await api<{ id: number }>('POST', '/user/bookings', {
      body: { a: 1 },
      query: { page: 2, search: '', sort: undefined, flag: false },
    });
    expect(answer).toEqual({ success: true, message: 'OK', statusCode: 201, data: { id: 1 } });
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
    const seen = stubNetwork(() => ok(null));
    await api('GET', '/admin/users');
    await api('GET', '/user/profile');
    await api('GET', '/administrators');
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer admin-token',
      'Bearer user-token',
      'Bearer user-token',
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = stubNetwork(() => ok(null));
    await api('GET', '/user/flights');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws the server status, message and field errors on failure', async () => {
    stubNetwork(() =>
      json(400, {
        success: false,
        message: 'Email is required',
        statusCode: 400,
        data: { errors: [{ field: 'email', message: 'Email is required' }] },
      }),
    );
    const error = await api('POST', '/user/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Email is required' });
    expect((error as ApiError).errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('treats success false as a failure even with status 200', async () => {
    stubNetwork(() => json(200, { success: false, message: 'Nope', statusCode: 200, data: null }));
    await expect(api('GET', '/user/flights')).rejects.toMatchObject({ message: 'Nope' });
  });

  it('turns a network failure into status 500 "Network error occurred"', async () => {
    stubNetwork(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api('GET', '/user/flights').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: MSG.networkError });
  });

  it('on 401 for a customer path clears only the customer session and goes to /login', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    window.history.replaceState(null, '', '/bookings?page=2');
    const moves: { to: string; from?: string }[] = [];
    setApiNavigator((to, state) => moves.push({ to, from: state?.from }));
    stubNetwork(() => json(401, { success: false, message: 'Unauthorized', statusCode: 401, data: null }));

    await expect(api('GET', '/user/bookings')).rejects.toMatchObject({ status: 401 });
    expect(getUserSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getAdminSession().token).toBe('admin-token');
    expect(moves).toEqual([{ to: '/login', from: '/bookings?page=2' }]);
  });

  it('on 401 for an admin path clears only the admin session and goes to /admin/login', async () => {
    setUserSession('user-token', sampleUser);
    setAdminSession('admin-token', sampleAdmin);
    window.history.replaceState(null, '', '/admin/users');
    const moves: string[] = [];
    setApiNavigator((to) => moves.push(to));
    stubNetwork(() => json(401, { success: false, message: 'Unauthorized', statusCode: 401, data: null }));

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
    stubNetwork(() =>
      json(401, { success: false, message: 'Invalid email or password', statusCode: 401, data: null }),
    );
    await expect(api('POST', '/user/login', { body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(moves).toEqual([]);
  });

  it('keeps the status of an answer that is not JSON', async () => {
    stubNetwork(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api('GET', '/user/flights').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(errorMessage(error, MSG.fetchFlightsFailed)).toBe(MSG.fetchFlightsFailed);
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(409, 'Seat 1A is no longer available'), 'x')).toBe(
      'Seat 1A is no longer available',
    );
    expect(errorMessage(new ApiError(500, ''), MSG.loginFailed)).toBe(MSG.loginFailed);
    expect(errorMessage(new Error('boom'), MSG.loginFailed)).toBe(MSG.loginFailed);
    expect(errorMessage(undefined, MSG.registrationFailed)).toBe(MSG.registrationFailed);
  });
});
