import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { sampleAdmin, sampleUser } from '@/test/records';
import { restoreSession } from './restore-session';
import {
  clearAdminSession,
  clearUserSession,
  getAdminSession,
  getUserSession,
  reloadSession,
  setAdminSession,
  setUserSession,
  useAdminSession,
  useUserSession,
} from './session';

describe('session store', () => {
  it('saves the customer session under userToken and user and every hook sees it', () => {
    const first = renderHook(() => useUserSession());
    const second = renderHook(() => useUserSession());
    act(() => setUserSession('t1', sampleUser));
    expect(first.result.current).toEqual({ token: 't1', user: sampleUser });
    expect(second.result.current.user?.firstName).toBe('Ada');
    expect(localStorage.getItem('userToken')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(sampleUser);

    act(() => clearUserSession());
    expect(first.result.current).toEqual({ token: null, user: null });
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the admin session apart under adminToken and admin', () => {
    const hook = renderHook(() => useAdminSession());
    act(() => setAdminSession('a1', sampleAdmin));
    expect(hook.result.current).toEqual({ token: 'a1', admin: sampleAdmin });
    expect(getUserSession().token).toBeNull();
    act(() => clearAdminSession());
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('restores a saved token and record on load', () => {
    localStorage.setItem('userToken', 'saved');
    localStorage.setItem('user', JSON.stringify(sampleUser));
    localStorage.setItem('adminToken', 'saved-admin');
    localStorage.setItem('admin', JSON.stringify(sampleAdmin));
    reloadSession();
    expect(getUserSession()).toEqual({ token: 'saved', user: sampleUser });
    expect(getAdminSession()).toEqual({ token: 'saved-admin', admin: sampleAdmin });
  });

  it('removes both items when the saved record cannot be parsed', () => {
    localStorage.setItem('userToken', 'saved');
    localStorage.setItem('user', '{not json');
    localStorage.setItem('adminToken', 'saved-admin');
    localStorage.setItem('admin', 'undefined');
    reloadSession();
    expect(getUserSession()).toEqual({ token: null, user: null });
    expect(getAdminSession()).toEqual({ token: null, admin: null });
    expect(localStorage.length).toBe(0);
  });

  it('follows changes made by another tab', () => {
    const hook = renderHook(() => useUserSession());
    localStorage.setItem('userToken', 'other-tab');
    localStorage.setItem('user', JSON.stringify(sampleUser));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'userToken' }));
    });
    expect(hook.result.current.token).toBe('other-tab');
  });
});

describe('restoreSession', () => {
  it('asks for the profile when a token is saved without its user', async () => {
    localStorage.setItem('userToken', 'only-token');
    reloadSession();
    const seen = serve(on('GET /user/profile', ok(sampleUser, 'Profile retrieved')));
    await restoreSession();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/v1/user/profile');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer only-token');
    expect(getUserSession()).toEqual({ token: 'only-token', user: sampleUser });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(sampleUser);
  });

  it('asks nothing when both the token and the user are saved, or nothing is saved', async () => {
    const seen = serve(on('GET /user/profile', failure(500, 'Internal Server Error')));
    await restoreSession();
    localStorage.setItem('userToken', 'saved');
    localStorage.setItem('user', JSON.stringify(sampleUser));
    reloadSession();
    await restoreSession();
    expect(seen).toHaveLength(0);
  });

  it('drops a token the server refuses', async () => {
    localStorage.setItem('adminToken', 'expired');
    reloadSession();
    window.history.replaceState(null, '', '/admin/login');
    serve(on('GET /admin/profile', failure(401, 'Unauthorized')));
    await restoreSession();
    expect(getAdminSession()).toEqual({ token: null, admin: null });
    window.history.replaceState(null, '', '/');
  });
});
