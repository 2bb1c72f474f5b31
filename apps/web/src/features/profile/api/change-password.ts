import type { ChangePasswordBody, ChangePasswordData } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUserSession, setUserSession } from '@/lib/session';

/** Changes the password; the server ends the other sessions and gives this one a fresh token. */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await api<ChangePasswordData>('POST', '/user/change-password', { body });
  const { user } = getUserSession();
  if (user) setUserSession(answer.data.token, user);
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
