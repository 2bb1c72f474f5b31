import type { ContactBody } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /contact: the message reaches the admin inbox (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export async function sendContactMessage(body: ContactBody): Promise<void> {
  await api<{ _id: string }>('POST', '/contact', { body });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
