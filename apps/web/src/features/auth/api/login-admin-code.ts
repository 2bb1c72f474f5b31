import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAdminSession } from '@/lib/session';
import type { AdminSignedIn } from './login-admin';

/** POST /admin/login/mfa: the challenge of the password step and a code (or a recovery code). */
export async function loginAdminCode(input: { challenge: string; code: string }): Promise<AdminSignedIn> {
  const answer = await api<AdminSignedIn>('POST', '/admin/login/mfa', { body: input });
  return answer.data;
}

export function useLoginAdminCode() {
  return useMutation({
    mutationFn: loginAdminCode,
    onSuccess: ({ token, admin }) => setAdminSession(token, admin),
  });
}
