import type { Admin, MfaStep } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearAdminSession, setAdminSession } from '@/lib/session';

export interface AdminCredentials {
  email: string;
  password: string;
}

export type AdminSignedIn = { token: string; admin: Admin };
/** The token, or the challenge of a second step (a code, or the enrolment ADMIN_MFA=required asks for). */
export type AdminLoginAnswer = AdminSignedIn | MfaStep;

export const isMfaStep = (answer: AdminLoginAnswer): answer is MfaStep => 'mfaRequired' in answer;

export async function loginAdmin(credentials: AdminCredentials): Promise<AdminLoginAnswer> {
  const answer = await api<AdminLoginAnswer>('POST', '/admin/login', { body: credentials });
  return answer.data;
}

/** Stores adminToken and admin; a failed admin login removes both (docs/product.md#4-states-and-transitions). */
export function useLoginAdmin() {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (answer) => {
      if (!isMfaStep(answer)) setAdminSession(answer.token, answer.admin);
    },
    onError: () => clearAdminSession(),
  });
}
