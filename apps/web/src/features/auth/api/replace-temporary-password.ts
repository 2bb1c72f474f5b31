import type { PasswordStepBody } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAdminSession } from '@/lib/session';
import { type AdminLoginAnswer, isMfaStep } from './login-admin';

/** POST /admin/login/password: the temporary password replaced; the token, or the next step. */
export async function replaceTemporaryPassword(body: PasswordStepBody): Promise<AdminLoginAnswer> {
  return (await api<AdminLoginAnswer>('POST', '/admin/login/password', { body })).data;
}

export function useReplaceTemporaryPassword() {
  return useMutation({
    mutationFn: replaceTemporaryPassword,
    onSuccess: (answer) => {
      if (!isMfaStep(answer)) setAdminSession(answer.token, answer.admin);
    },
  });
}
