import type { Admin, AdminRegisterBody } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function registerAdmin(body: AdminRegisterBody): Promise<Admin> {
  const answer = await api<Admin>('POST', '/admin/register', { body });
  return answer.data;
}

export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin });
}
