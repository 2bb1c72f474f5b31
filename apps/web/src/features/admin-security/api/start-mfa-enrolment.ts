import type { MfaEnrolment } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/mfa/enrolment: a new secret, pending until a code confirms it. */
export async function startMfaEnrolment(): Promise<MfaEnrolment> {
  return (await api<MfaEnrolment>('POST', '/admin/mfa/enrolment')).data;
}

export const useStartMfaEnrolment = () => useMutation({ mutationFn: startMfaEnrolment });
