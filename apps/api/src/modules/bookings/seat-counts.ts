import type { ClassType } from '@skylark/contract';

export interface ClassSeats {
  flightId: string;
  classType: ClassType;
  seats: number;
}

/** Seats summed per flight class, so each class's counter is written once. */
export function seatsPerClass(entries: ClassSeats[]): ClassSeats[] {
  const sums = new Map<string, ClassSeats>();
  for (const { flightId, classType, seats } of entries) {
    const key = `${flightId}|${classType}`;
    const sum = sums.get(key) ?? { flightId, classType, seats: 0 };
    sum.seats += seats;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
