import type { AdminUser, UserStatus } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /admin/users/{id}/status: active or blocked. */
export async function updateUserStatus(id: string, status: UserStatus) {
  return api<AdminUser>('PATCH', `/admin/users/${id}/status`, { body: { status } });
}

/** Whatever the outcome, the list is fetched again so the screen never shows a stale status. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) => updateUserStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
