import type { CurrencyRateTable } from '@skylark/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /currency-rates: the display rates, asked for only once a currency other than USD is chosen. */
export async function getCurrencyRates(signal?: AbortSignal): Promise<CurrencyRateTable> {
  return (await api<CurrencyRateTable>('GET', '/currency-rates', { signal })).data;
}

export const useCurrencyRates = () =>
  useQuery({
    queryKey: queryKeys.currencyRates,
    queryFn: ({ signal }) => getCurrencyRates(signal),
    staleTime: 10 * 60_000,
  });
