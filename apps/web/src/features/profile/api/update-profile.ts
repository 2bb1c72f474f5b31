import type { ProfileBody, User } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setUser } from '@/lib/session';

/** Saves name and phone number; the session and the profile query take the stored answer. */
export async function updateProfile(body: ProfileBody): Promise<User> {
  const answer = await api<User>('PATCH', '/user/profile', { body });
  setUser(answer.data);
  return answer.data;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(queryKeys.profile, user),
  });
}
