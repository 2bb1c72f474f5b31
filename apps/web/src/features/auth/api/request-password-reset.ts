import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await api<null>('POST', '/user/forget-password', { body: { email } });
  return answer.message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
