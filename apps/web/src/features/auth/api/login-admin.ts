import type { Admin } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearAdminSession, setAdminSession } from '@/lib/session';

export interface AdminCredentials {
  email: string;
  password: string;
}

export async function loginAdmin(credentials: AdminCredentials): Promise<{ token: string; admin: Admin }> {
  const answer = await api<{ token: string; admin: Admin }>('POST', '/admin/login', { body: credentials });
  return answer.data;
}

/** Stores adminToken and admin; a failed admin login removes both (docs/product.md §4). */
export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: ({ token, admin }) => setAdminSession(token, admin),
    onError: () => clearAdminSession(),
  });
}
