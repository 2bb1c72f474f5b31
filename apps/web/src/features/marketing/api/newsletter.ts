import type { NewsletterBody } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /newsletter: answers the server's "check your e-mail" for every address. */
export async function subscribeNewsletter(body: NewsletterBody): Promise<string> {
  return (await api<null>('POST', '/newsletter', { body })).message;
}

/** POST /newsletter/confirm and /newsletter/unsubscribe: the token from the e-mailed link. */
export async function newsletterLink(action: 'confirm' | 'unsubscribe', token: string): Promise<string> {
  return (await api<null>('POST', `/newsletter/${action}`, { body: { token } })).message;
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
export const useNewsletterLink = (action: 'confirm' | 'unsubscribe') =>
  useMutation({ mutationFn: (token: string) => newsletterLink(action, token) });
