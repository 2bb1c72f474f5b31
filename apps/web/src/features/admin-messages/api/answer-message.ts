import type { ContactMessage, ContactReplyBody } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/messages/{id}/reply: e-mails the answer to the sender and keeps it. */
export async function replyToMessage(id: string, body: ContactReplyBody): Promise<ContactMessage> {
  return (await api<ContactMessage>('POST', `/admin/messages/${id}/reply`, { body })).data;
}

/** POST /admin/messages/{id}/close */
export async function closeMessage(id: string): Promise<ContactMessage> {
  return (await api<ContactMessage>('POST', `/admin/messages/${id}/close`)).data;
}

function useSettled() {
  const client = useQueryClient();
  return (message: ContactMessage) => {
    client.setQueryData(queryKeys.contactMessages.detail(message._id), message);
    void client.invalidateQueries({ queryKey: queryKeys.contactMessages.all });
  };
}

export function useReplyToMessage(id: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ContactReplyBody) => replyToMessage(id, body),
    onSuccess: settled,
  });
}

export function useCloseMessage(id: string) {
  const settled = useSettled();
  return useMutation({ mutationFn: () => closeMessage(id), onSuccess: settled });
}
