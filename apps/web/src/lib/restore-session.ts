import type { Admin, User } from '@skylark/contract';
import { api } from './api-client';
import { getAdminSession, getUserSession, setAdmin, setUser } from './session';

/**
 * docs/product.md#4-states-and-transitions: a saved token without its saved record asks the server for the profile
 * (a 401 clears the session through the API client).
 */
export async function restoreSession(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  const user = getUserSession();
  if (user.token && !user.user) {
    const token = user.token;
    tasks.push(
      api<User>('GET', '/user/profile').then((answer) => {
        if (getUserSession().token === token) setUser(answer.data);
      }),
    );
  }
  const admin = getAdminSession();
  if (admin.token && !admin.admin) {
    const token = admin.token;
    tasks.push(
      api<Admin>('GET', '/admin/profile').then((answer) => {
        if (getAdminSession().token === token) setAdmin(answer.data);
      }),
    );
  }
  await Promise.allSettled(tasks);
}
