import type { AdminRole, TeamMember } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /admin/team/{id} */
export async function changeTeamRole({
  id,
  teamRole,
}: {
  id: string;
  teamRole: AdminRole;
}): Promise<TeamMember> {
  return (await api<TeamMember>('PATCH', `/admin/team/${id}`, { body: { teamRole } })).data;
}

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.team }),
  });
}
