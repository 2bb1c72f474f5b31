import { MAX_SEGMENTS, isClassType, type ClassType } from '@skylark/contract';

/** One flight of a trip at checkout: the flight and its class (docs/product.md §14.9). */
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

/** The checkout of a trip of these flights. */
export const tripCheckoutPath = (segments: TripSegment[]) =>
  `/book?segments=${encodeURIComponent(writeTripSegments(segments))}`;
