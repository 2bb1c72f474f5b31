import { type ClassType, SEAT_LETTERS } from './constants';

/** Cabin order of an airliner; PRIVATEJET and CHOPPER have cabins of their own from row 1. */
const AIRLINER_ORDER: readonly ClassType[] = ['FIRST', 'BUSINESS', 'ECONOMY'];
const ROW_WIDTH = SEAT_LETTERS.length;

export interface ClassCapacity {
  type: ClassType;
  seats: number;
}

/** First row of a class: classes take consecutive rows in the order FIRST, BUSINESS, ECONOMY. */
function firstRowOf(type: ClassType, classes: readonly ClassCapacity[]): number {
  const index = AIRLINER_ORDER.indexOf(type);
  if (index < 0) return 1;
  let row = 1;
  for (const earlier of AIRLINER_ORDER.slice(0, index)) {
    const seats = classes.find((c) => c.type === earlier)?.seats ?? 0;
    row += Math.ceil(seats / ROW_WIDTH);
  }
  return row;
}

/** Every seat number of a class, sorted by row then letter (docs/product.md#13-flights-and-seats). */
export function seatNumbersOf(type: ClassType, classes: readonly ClassCapacity[]): string[] {
  const seats = classes.find((c) => c.type === type)?.seats ?? 0;
  const firstRow = firstRowOf(type, classes);
  return Array.from({ length: seats }, (_, i) => {
    const row = firstRow + Math.floor(i / ROW_WIDTH);
    return `${row}${SEAT_LETTERS[i % ROW_WIDTH]}`;
  });
}

/** Orders seat numbers such as "12C" by row number, then letter. */
export function compareSeatNumbers(a: string, b: string): number {
  const rowA = Number.parseInt(a, 10);
  const rowB = Number.parseInt(b, 10);
  return rowA === rowB ? a.localeCompare(b) : rowA - rowB;
}
