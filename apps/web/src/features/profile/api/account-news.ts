import type { AccountNews, NewsKind } from '@skylark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /user/news: the kinds turned off for every booking of the account. */
export const accountNewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accountNews,
    queryFn: async ({ signal }) => (await api<AccountNews>('GET', '/user/news', { signal })).data,
  });

export const useAccountNews = () => useQuery(accountNewsQueryOptions());

/** PUT /user/news: the kinds listed off, the others on; the boxes show it at once. */
export function useSetAccountNews() {
  const queryClient = useQueryClient();
  const key = queryKeys.accountNews;
  return useMutation({
    mutationFn: (off: NewsKind[]) => api<AccountNews>('PUT', '/user/news', { body: { off } }),
    onMutate: (off) => {
      const before = queryClient.getQueryData<AccountNews>(key);
      queryClient.setQueryData(key, { off });
      return { before };
    },
    onError: (_error, _off, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
}
