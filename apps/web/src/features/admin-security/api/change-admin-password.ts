import type { ChangePasswordBody, ChangePasswordData } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAdminSession, setAdminSession } from '@/lib/session';

/** POST /admin/change-password: every other session ends; this one goes on with the fresh token. */
export async function changeAdminPassword(body: ChangePasswordBody): Promise<string> {
  const answer = await api<ChangePasswordData>('POST', '/admin/change-password', { body });
  const { admin } = getAdminSession();
  if (admin) setAdminSession(answer.data.token, admin);
  return answer.message;
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
