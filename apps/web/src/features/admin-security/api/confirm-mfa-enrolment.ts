import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKey } from './get-mfa-status';

/** POST /admin/mfa/enrolment/confirm: a code turns two-factor on; answers the recovery codes, once. */
export async function confirmMfaEnrolment(code: string): Promise<string[]> {
  return (await api<{ recoveryCodes: string[] }>('POST', '/admin/mfa/enrolment/confirm', { body: { code } }))
    .data.recoveryCodes;
}

export function useConfirmMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKey }),
  });
}
