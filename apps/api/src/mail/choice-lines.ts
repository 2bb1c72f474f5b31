import { FREE_MOVE_DAYS } from '@skylark/contract';

/** What the airline's change of a flight lets its travellers do, one item a line (docs/product.md#148-changing-flight). */

/** The choices of a traveller whose flight moved by more than 60 minutes. */
export const scheduleChoiceLines = (link: string): string[] => [
  'You may choose on your booking page:',
  '- accept the new times;',
  `- move free of charge to another flight of the route within ${FREE_MOVE_DAYS} days;`,
  '- cancel with the full amount back.',
  `Your booking: ${link}`,
];

/** What a traveller whose flight was cancelled may do instead of the refund. */
export const freeMoveLines = (link: string): string[] => [
  `Instead of the refund, you may move free of charge to another flight of the route within ${FREE_MOVE_DAYS} days, while seats last.`,
  `Your booking: ${link}`,
];

/** The three choices of a traveller whose trip lost one flight to the airline (decision 088). */
export const tripFlightChoiceLines = (link: string): string[] => [
  'You may choose on your booking page:',
  `- move this flight free of charge to another flight of the route within ${FREE_MOVE_DAYS} days, while seats last;`,
  '- cancel the whole trip, with everything you paid refunded;',
  "- keep your other flights, with this flight's fare refunded.",
  `Your booking: ${link}`,
];
