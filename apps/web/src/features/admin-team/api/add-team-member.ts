import type { AddTeamMemberBody, TeamMember } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/team: a colleague with a temporary password. */
export async function addTeamMember(body: AddTeamMemberBody): Promise<TeamMember> {
  return (await api<TeamMember>('POST', '/admin/team', { body })).data;
}

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.team }),
  });
}
