import type { TeamMember } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/team: every administrator with role, last login and two-factor (docs/product.md#121-roles-and-the-team). */
export async function getTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  return (await api<TeamMember[]>('GET', '/admin/team', { signal })).data;
}

export const teamQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.team, queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQueryOptions());
