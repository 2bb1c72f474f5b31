import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/messages/unread-count: the sidebar's badge beside Messages. */
export async function getUnreadMessages(signal?: AbortSignal): Promise<number> {
  return (await api<{ unread: number }>('GET', '/admin/messages/unread-count', { signal })).data.unread;
}

export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.contactMessages.unread,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    refetchInterval: 60_000,
  });

export const useUnreadMessages = () => useQuery(unreadMessagesQuery());
