import type { AdminUser } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/users/{id}: one user with totalBookings and lastBooking. */
export async function getUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return (await api<AdminUser>('GET', `/admin/users/${id}`, { signal })).data;
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.users.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string | null) =>
  useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
