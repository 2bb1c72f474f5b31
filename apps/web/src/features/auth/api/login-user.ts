import type { User } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { followAccountLanguage } from '@/lib/choose-language';
import { setUserSession } from '@/lib/session';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export async function loginUser(credentials: LoginCredentials): Promise<{ token: string; user: User }> {
  const answer = await api<{ token: string; user: User }>('POST', '/user/login', { body: credentials });
  return answer.data;
}

/**
 * Logs the customer in and stores userToken and user (docs/product.md#71-customer-accounts-and-profile), then
 * shows the site in the account's language (docs/decisions/102) before the page says it is signed in.
 */
export function useLoginUser() {
  return useMutation({
    mutationFn: loginUser,
    onSuccess: ({ token, user }) => {
      setUserSession(token, user);
      // a language that fails to load leaves the page as it was: the sign-in itself has succeeded
      return followAccountLanguage(user).catch(() => undefined);
    },
  });
}
