import type { ContactPage } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface MessagesQuery {
  page: number;
  status: 'open' | 'closed';
}

/** GET /admin/messages: the inbox, newest first. */
export async function getMessages(query: MessagesQuery, signal?: AbortSignal): Promise<ContactPage> {
  return (await api<ContactPage>('GET', '/admin/messages', { query: { ...query }, signal })).data;
}

export const useMessages = (query: MessagesQuery) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.contactMessages.list(query),
      queryFn: ({ signal }) => getMessages(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
