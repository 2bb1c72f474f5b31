import { api } from './api-client';
import { forgetOfflinePasses } from './offline-passes';
import { clearAdminSession, clearUserSession, getAdminSession, getUserSession } from './session';

/**
 * Revokes the token on the server, then clears the stored session whatever the answer: a user
 * who signs out is signed out here even when the server cannot be reached.
 */
export async function signOutUser(): Promise<void> {
  try {
    if (getUserSession().token) await api<null>('POST', '/user/logout');
  } catch {
    // Already signed out on this device below; nothing else to do.
  } finally {
    clearUserSession();
    await forgetOfflinePasses();
  }
}

export async function signOutAdmin(): Promise<void> {
  try {
    if (getAdminSession().token) await api<null>('POST', '/admin/logout');
  } catch {
    // Already signed out on this device below; nothing else to do.
  } finally {
    clearAdminSession();
  }
}
