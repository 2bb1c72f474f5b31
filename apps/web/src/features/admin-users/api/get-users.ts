import type { UserPage } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface UsersQuery {
  page: number;
  search: string;
}

/** GET /admin/users: 10 a page, searched by name or e-mail (docs/product.md#75-back-office-users-and-bookings). */
export async function getUsers({ page, search }: UsersQuery, signal?: AbortSignal): Promise<UserPage> {
  const result = await api<UserPage>('GET', '/admin/users', {
    query: { page, limit: 10, search: search.trim() || undefined },
    signal,
  });
  return result.data;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
