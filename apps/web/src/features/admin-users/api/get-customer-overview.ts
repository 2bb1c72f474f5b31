import type { CustomerOverview } from '@skylark/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/users/{id}/overview: the customer page's one read (docs/product.md#122-one-view-per-customer). */
export async function getCustomerOverview(id: string, signal?: AbortSignal): Promise<CustomerOverview> {
  return (await api<CustomerOverview>('GET', `/admin/users/${id}/overview`, { signal })).data;
}

export const customerOverviewKey = (id: string) => [...queryKeys.admin.users.detail(id), 'overview'] as const;

export const useCustomerOverview = (id: string) =>
  useQuery({ queryKey: customerOverviewKey(id), queryFn: ({ signal }) => getCustomerOverview(id, signal) });
