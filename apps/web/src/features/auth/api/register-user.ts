import type { RegisterBody, User } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function registerUser(body: RegisterBody): Promise<User> {
  const answer = await api<User>('POST', '/user/register', { body });
  return answer.data;
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
