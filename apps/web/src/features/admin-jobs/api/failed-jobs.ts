import type { FailedJob } from '@skylark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/jobs/failed: background jobs that failed every try, newest first (docs/product.md#104-background-jobs-and-mail). */
export async function getFailedJobs(signal?: AbortSignal): Promise<FailedJob[]> {
  return (await api<FailedJob[]>('GET', '/admin/jobs/failed', { signal })).data;
}

export const failedJobsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.failedJobs, queryFn: ({ signal }) => getFailedJobs(signal) });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());

/** POST /admin/jobs/{id}/retry */
export async function retryJob(id: string) {
  return api<null>('POST', `/admin/jobs/${id}/retry`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.failedJobs }),
  });
}
