import type { UserPage } from '@skylark/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/users?search=<e-mail>: the account whose e-mail is the sender's (any case), or null. */
export async function findSenderAccount(email: string, signal?: AbortSignal): Promise<string | null> {
  const result = await api<UserPage>('GET', '/admin/users', {
    query: { page: 1, limit: 10, search: email },
    signal,
  });
  const wanted = email.toLowerCase();
  return result.data.data.find((u) => u.email.toLowerCase() === wanted)?._id ?? null;
}

export const useSenderAccount = (email: string) =>
  useQuery({
    queryKey: [...queryKeys.admin.users.all, 'by-email', email.toLowerCase()],
    queryFn: ({ signal }) => findSenderAccount(email, signal),
  });
