import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getAdminSession, setAdminSession } from '@/lib/session';
import { mfaKey } from './get-mfa-status';

/**
 * POST /admin/mfa/enrolment/confirm: a code turns two-factor on; answers the recovery codes, once.
 * Every older session of the administrator ends: this one goes on with the fresh token.
 */
export async function confirmMfaEnrolment(code: string): Promise<string[]> {
  const { data } = await api<{ recoveryCodes: string[]; token?: string }>(
    'POST',
    '/admin/mfa/enrolment/confirm',
    { body: { code } },
  );
  const { admin } = getAdminSession();
  if (data.token && admin) setAdminSession(data.token, admin);
  return data.recoveryCodes;
}

export function useConfirmMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfaEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKey }),
  });
}
