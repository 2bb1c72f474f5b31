import type { ResetPasswordBody } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const answer = await api<null>('POST', '/user/reset-password', { body });
  return answer.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
