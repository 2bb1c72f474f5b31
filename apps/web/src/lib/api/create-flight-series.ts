import type { CreateFlightSeriesBody, FlightSeriesResult } from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/flights/series */
export async function createFlightSeries(body: CreateFlightSeriesBody): Promise<FlightSeriesResult> {
  return (await api<FlightSeriesResult>('POST', '/admin/flights/series', { body })).data;
}

/** Creates a weekly series (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk); the flight lists reload either way. */
export function useCreateFlightSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlightSeries,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.flights.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.flights.all }),
      ]),
  });
}

export type CreateFlightSeriesMutation = ReturnType<typeof useCreateFlightSeries>;
