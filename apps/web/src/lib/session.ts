import { STORAGE_KEYS, type Admin, type User } from '@skylark/contract';
import { useSyncExternalStore } from 'react';
import { forgetOfflinePasses, keepOnlyPassesOf } from './offline-passes';

/**
 * The signed-in state of the customer and of the administrator, kept in local storage under the
 * keys of docs/product.md#9-constants-and-limits and shared with every component through one external store.
 */
export interface UserSession {
  token: string | null;
  user: User | null;
}
export interface AdminSession {
  token: string | null;
  admin: Admin | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a token and its JSON record; unparsable saved data removes both items (docs/product.md#4-states-and-transitions). */
function readPair<T>(tokenKey: string, recordKey: string): { token: string | null; record: T | null } {
  const store = storage();
  if (!store) return { token: null, record: null };
  const token = store.getItem(tokenKey);
  const raw = store.getItem(recordKey);
  if (raw === null) return { token, record: null };
  try {
    const record = JSON.parse(raw) as unknown;
    if (record === null || typeof record !== 'object') throw new Error('not a record');
    return { token, record: record as T };
  } catch {
    store.removeItem(tokenKey);
    store.removeItem(recordKey);
    return { token: null, record: null };
  }
}

let userSnapshot: UserSession = { token: null, user: null };
let adminSnapshot: AdminSession = { token: null, admin: null };

function load(): void {
  const user = readPair<User>(STORAGE_KEYS.userToken, STORAGE_KEYS.user);
  const admin = readPair<Admin>(STORAGE_KEYS.adminToken, STORAGE_KEYS.admin);
  if (user.token !== userSnapshot.token || user.record !== userSnapshot.user) {
    userSnapshot = { token: user.token, user: user.record };
  }
  // no customer signed in here (at start, or another tab signed out): no boarding pass stays
  if (user.token === null) void forgetOfflinePasses();
  if (admin.token !== adminSnapshot.token || admin.record !== adminSnapshot.admin) {
    adminSnapshot = { token: admin.token, admin: admin.record };
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Re-reads local storage (on start-up, and when another tab changes it). */
export function reloadSession(): void {
  load();
  emit();
}

load();
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = Object.values(STORAGE_KEYS);
    if (event.key === null || keys.includes(event.key)) reloadSession();
  });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUserSession(): UserSession {
  return userSnapshot;
}
export function getAdminSession(): AdminSession {
  return adminSnapshot;
}

export function setUserSession(token: string, user: User): void {
  void keepOnlyPassesOf(user._id);
  storage()?.setItem(STORAGE_KEYS.userToken, token);
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  userSnapshot = { token, user };
  emit();
}

/** Replaces the saved customer record and keeps the token. */
export function setUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  userSnapshot = { token: userSnapshot.token, user };
  emit();
}

/** Ends the customer's session on this browser, for any reason, and its offline boarding passes with it. */
export function clearUserSession(): void {
  storage()?.removeItem(STORAGE_KEYS.userToken);
  storage()?.removeItem(STORAGE_KEYS.user);
  userSnapshot = { token: null, user: null };
  void forgetOfflinePasses();
  emit();
}

export function setAdminSession(token: string, admin: Admin): void {
  storage()?.setItem(STORAGE_KEYS.adminToken, token);
  storage()?.setItem(STORAGE_KEYS.admin, JSON.stringify(admin));
  adminSnapshot = { token, admin };
  emit();
}

export function setAdmin(admin: Admin): void {
  storage()?.setItem(STORAGE_KEYS.admin, JSON.stringify(admin));
  adminSnapshot = { token: adminSnapshot.token, admin };
  emit();
}

export function clearAdminSession(): void {
  storage()?.removeItem(STORAGE_KEYS.adminToken);
  storage()?.removeItem(STORAGE_KEYS.admin);
  adminSnapshot = { token: null, admin: null };
  emit();
}

export function useUserSession(): UserSession {
  return useSyncExternalStore(subscribe, getUserSession, getUserSession);
}

export function useAdminSession(): AdminSession {
  return useSyncExternalStore(subscribe, getAdminSession, getAdminSession);
}

/** Signed in as docs/product.md#22-shared-chrome means it: both the token and the record are present. */
export function isUserSignedIn(session: UserSession): session is { token: string; user: User } {
  return session.token !== null && session.user !== null;
}

/**
 * Whether the signed-in administrator's role is admin rather than agent (docs/product.md#121-roles-and-the-team): the
 * screens then show flight editing, blocking and the team. A record saved before roles existed is
 * an admin's; the admin guard keeps everyone else out. The server decides either way.
 */
export function useIsFullAdmin(): boolean {
  const { admin } = useAdminSession();
  return (admin?.teamRole ?? 'admin') === 'admin';
}

/** Where the back office opens: an agent works the bookings desk, an administrator the dashboard. */
export const adminHome = (admin: Admin | null) =>
  admin?.teamRole === 'agent' ? '/admin/bookings' : '/admin/dashboard';
