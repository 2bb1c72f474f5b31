import type { MfaStatus } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mfaKey = ['admin', 'mfa'] as const;

/** GET /admin/mfa: whether two-factor is on, required, and how many recovery codes are left. */
export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return (await api<MfaStatus>('GET', '/admin/mfa', { signal })).data;
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaKey, queryFn: ({ signal }) => getMfaStatus(signal) });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());
