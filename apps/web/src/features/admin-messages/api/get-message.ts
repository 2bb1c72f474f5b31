import type { ContactMessage } from '@skylark/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/messages/{id}: opening a new message marks it read, so the unread count is asked again. */
export async function getMessage(id: string, signal?: AbortSignal): Promise<ContactMessage> {
  return (await api<ContactMessage>('GET', `/admin/messages/${id}`, { signal })).data;
}

export function useMessage(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.contactMessages.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const message = await getMessage(id ?? '', signal);
      void client.invalidateQueries({ queryKey: queryKeys.contactMessages.unread });
      void client.invalidateQueries({ queryKey: queryKeys.contactMessages.lists });
      return message;
    },
  });
}
