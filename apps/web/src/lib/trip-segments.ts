import { MAX_SEGMENTS, MIN_CONNECTION_MINUTES, isClassType, type ClassType } from '@skylark/contract';
import { type Party, partyQuery } from './party';

/** One flight of a trip at checkout: the flight and its class (docs/product.md#149-return-trips-and-multi-city). */
export interface TripSegment {
  flightId: string;
  classType: ClassType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?segments=flightId:CLASS,flightId:CLASS`: 1 to 4 flights, or null when the address says otherwise. */
export function readTripSegments(value: string | null): TripSegment[] | null {
  if (!value || value.length > 400) return null;
  const parts = value.split(',');
  if (parts.length > MAX_SEGMENTS) return null;
  const segments: TripSegment[] = [];
  for (const part of parts) {
    const [flightId = '', classType = ''] = part.split(':');
    if (!UUID.test(flightId) || !isClassType(classType)) return null;
    segments.push({ flightId, classType });
  }
  return segments;
}

export const writeTripSegments = (segments: TripSegment[]) =>
  segments.map((s) => `${s.flightId}:${s.classType}`).join(',');

/** The checkout of a trip of these flights, for the party of the search when there is one. */
export const tripCheckoutPath = (segments: TripSegment[], party?: Party) =>
  `/book?segments=${encodeURIComponent(writeTripSegments(segments))}${party ? `&${partyQuery(party)}` : ''}`;

interface Timed {
  _id: string;
  departure: { city: string; date: string };
  arrival: { city: string; date: string };
}

/**
 * Whether `next` can follow `previous` in one booking, by the API's rule (decision 067): another
 * flight, leaving the airport `previous` lands at, at least MIN_CONNECTION_MINUTES after it lands.
 */
export const connects = (previous: Timed, next: Timed) =>
  next._id !== previous._id &&
  next.departure.city === previous.arrival.city &&
  Date.parse(next.departure.date) >= Date.parse(previous.arrival.date) + MIN_CONNECTION_MINUTES * 60_000;
