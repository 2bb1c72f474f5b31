import type { AccommodationRequestBody, AccommodationSent } from '@skylark/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /user/bookings/{id}/accommodation-request: the request reaches the desk's inbox (docs/product.md#1413-service-requests). */
export async function requestAccommodation(
  id: string,
  body: AccommodationRequestBody,
): Promise<AccommodationSent> {
  return (await api<AccommodationSent>('POST', `/user/bookings/${id}/accommodation-request`, { body })).data;
}

export const useRequestAccommodation = (id: string) =>
  useMutation({ mutationFn: (body: AccommodationRequestBody) => requestAccommodation(id, body) });
