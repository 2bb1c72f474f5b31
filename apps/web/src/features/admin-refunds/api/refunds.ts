import type { Booking, MarkRefundPaidBody, RefundsOwed } from '@skylark/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const key = ['admin', 'refunds'] as const;

/** GET /admin/refunds: what is owed, at today's rate (docs/product.md#147-cancelling-with-a-quote-and-refunds). */
export function useRefundsOwed() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await api<RefundsOwed>('GET', '/admin/refunds')).data,
  });
}

/** POST /admin/refunds/{bookingId}/paid */
export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: MarkRefundPaidBody }) =>
      api<Booking>('POST', `/admin/refunds/${bookingId}/paid`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
