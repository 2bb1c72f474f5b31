import type { ClassType } from '@skylark/contract';

export interface ClassSeats {
  flightId: string;
  classType: ClassType;
  seats: number;
}

/**
 * Seats summed per flight class, so each class's counter is written once, in (flight, class) order:
 * the order create_bookings locks class rows in (`db/functions/create_bookings.sql`), so that two writers of several
 * counters never wait for each other in a circle.
 */
export function seatsPerClass(entries: ClassSeats[]): ClassSeats[] {
  const sums = new Map<string, ClassSeats>();
  for (const { flightId, classType, seats } of entries) {
    const key = `${flightId}|${classType}`;
    const sum = sums.get(key) ?? { flightId, classType, seats: 0 };
    sum.seats += seats;
    sums.set(key, sum);
  }
  const order = (a: ClassSeats, b: ClassSeats) =>
    a.flightId < b.flightId ? -1 : a.flightId > b.flightId ? 1 : a.classType < b.classType ? -1 : 1;
  return [...sums.values()].sort(order);
}
