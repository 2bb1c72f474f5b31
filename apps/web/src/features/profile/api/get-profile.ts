import { MSG, type User } from '@skylark/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setUser } from '@/lib/session';

export async function getProfile(): Promise<User> {
  try {
    const answer = await api<User>('GET', '/user/profile');
    setUser(answer.data);
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.message) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 500, MSG.fetchProfileFailed);
  }
}

export const profileQuery = () => queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery());
}
