import type { NewsKind, NewsSettings, PushSubscriptionBody } from '@skylark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const newsPath = (id: string) => `/user/bookings/${id}/news`;
const devicesPath = (id: string) => `/user/bookings/${id}/push-subscriptions`;

/** GET /user/bookings/{id}/news: the kinds turned off, the push key, the devices notified. */
export const bookingNewsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookingNews(id),
    queryFn: async ({ signal }) => (await api<NewsSettings>('GET', newsPath(id), { signal })).data,
  });

export const useBookingNews = (id: string) => useQuery(bookingNewsQueryOptions(id));

function useNewsChange<T>(id: string, send: (input: T) => Promise<{ data: NewsSettings; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data }) => queryClient.setQueryData(queryKeys.bookingNews(id), data),
  });
}

/** PUT /user/bookings/{id}/news: the kinds listed off, the others on; the boxes show it at once. */
export function useSetNewsOff(id: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.bookingNews(id);
  return useMutation({
    mutationFn: (off: NewsKind[]) => api<NewsSettings>('PUT', newsPath(id), { body: { off } }),
    onMutate: (off) => {
      const before = queryClient.getQueryData<NewsSettings>(key);
      if (before) queryClient.setQueryData(key, { ...before, off });
      return { before };
    },
    onError: (_error, _off, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: ({ data }) => queryClient.setQueryData(key, data),
  });
}

/** POST /user/bookings/{id}/push-subscriptions: this device gets the booking's news. */
export const useAddDevice = (id: string) =>
  useNewsChange(id, (body: PushSubscriptionBody) => api<NewsSettings>('POST', devicesPath(id), { body }));

/** DELETE /user/bookings/{id}/push-subscriptions: this device no longer does. */
export const useRemoveDevice = (id: string) =>
  useNewsChange(id, (endpoint: string) =>
    api<NewsSettings>('DELETE', devicesPath(id), { body: { endpoint } }),
  );
