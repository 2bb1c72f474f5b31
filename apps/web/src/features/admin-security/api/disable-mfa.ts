import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKey } from './get-mfa-status';

/** POST /admin/mfa/disable: a current code turns two-factor off. */
export async function disableMfa(code: string): Promise<void> {
  await api<null>('POST', '/admin/mfa/disable', { body: { code } });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKey }),
  });
}
