import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /admin/team/{id} */
export async function removeTeamMember(id: string) {
  return api<null>('DELETE', `/admin/team/${id}`);
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.team }),
  });
}
