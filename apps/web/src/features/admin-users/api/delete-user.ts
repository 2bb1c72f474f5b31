import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /admin/users/{id}: the account goes, its bookings stay. */
export async function deleteUser(id: string) {
  return api<null>('DELETE', `/admin/users/${id}`);
}

/** Whatever the outcome, the list is fetched again so the screen never shows a stale row. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
