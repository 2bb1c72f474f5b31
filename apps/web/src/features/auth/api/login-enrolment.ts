import type { Admin, MfaEnrolment } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setAdminSession } from '@/lib/session';

/** POST /admin/login/mfa/enrolment: the secret an administrator must enrol before any token. */
export async function startLoginEnrolment(challenge: string): Promise<MfaEnrolment> {
  const answer = await api<MfaEnrolment>('POST', '/admin/login/mfa/enrolment', { body: { challenge } });
  return answer.data;
}

export const useStartLoginEnrolment = () => useMutation({ mutationFn: startLoginEnrolment });

type Enrolled = { token: string; admin: Admin; recoveryCodes: string[] };

/** POST /admin/login/mfa/enrolment/confirm: a code turns two-factor on and signs in. */
export async function confirmLoginEnrolment(input: { challenge: string; code: string }): Promise<Enrolled> {
  const answer = await api<Enrolled>('POST', '/admin/login/mfa/enrolment/confirm', { body: input });
  return answer.data;
}

export function useConfirmLoginEnrolment() {
  return useMutation({
    mutationFn: confirmLoginEnrolment,
    onSuccess: ({ token, admin }) => setAdminSession(token, admin),
  });
}
