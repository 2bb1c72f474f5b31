import { z } from 'zod';
import { dateOfBirthField, ageOnDeparture, passengerNameField } from './booking-form';
import { MAX_PASSENGERS_PER_BOOKING } from './booking-form';
import { FAMILY_CHILD_AGE, INFANT_AGE } from './offers';

// Lap infants: under 2, on an adult's lap, named on the booking without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap)

/** One lap infant in POST /user/bookings: `travellingWithIndex` is the 0-based place of their adult in `passengers`. */
export const lapInfantInput = z.object({
  name: passengerNameField,
  dateOfBirth: dateOfBirthField,
  travellingWithIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_PASSENGERS_PER_BOOKING - 1),
});
export type LapInfantInput = z.infer<typeof lapInfantInput>;

/** A lap infant as every booking answer carries it: the adult named as the booking names passengers. */
export const lapInfantSchema = z.object({
  name: z.string(),
  dateOfBirth: z.string(),
  travellingWith: z.string(),
});
export type LapInfant = z.infer<typeof lapInfantSchema>;

export const lapInfantMessages = {
  tooOld: (n: number) => `Infant ${n}: a lap infant must be under ${INFANT_AGE} on the day of departure`,
  noAdult: (n: number) =>
    `Infant ${n}: choose the passenger aged ${FAMILY_CHILD_AGE} or over they travel with`,
  notAnAdult: (n: number) => `Infant ${n}: travels with a passenger who must be ${FAMILY_CHILD_AGE} or over`,
  oneEach: (n: number) =>
    `Infant ${n}: each passenger aged ${FAMILY_CHILD_AGE} or over may hold one lap infant`,
} as const;

/**
 * The first rule a booking's lap infants break, with the field it concerns, or null: each under 2 on
 * the (UTC) day of departure, on the lap of a different passenger aged 12 or over.
 */
export function lapInfantProblem(
  infants: readonly LapInfantInput[],
  passengerAges: readonly number[],
  departure: Date,
): { field: string; message: string } | null {
  const held = new Set<number>();
  for (const [i, infant] of infants.entries()) {
    const n = i + 1;
    const age = ageOnDeparture(infant.dateOfBirth, departure);
    if (age === null || age >= INFANT_AGE)
      return { field: `infants.${i}.dateOfBirth`, message: lapInfantMessages.tooOld(n) };
    const adultAge = passengerAges[infant.travellingWithIndex];
    const field = `infants.${i}.travellingWithIndex`;
    if (adultAge === undefined) return { field, message: lapInfantMessages.noAdult(n) };
    if (adultAge < FAMILY_CHILD_AGE) return { field, message: lapInfantMessages.notAnAdult(n) };
    if (held.has(infant.travellingWithIndex)) return { field, message: lapInfantMessages.oneEach(n) };
    held.add(infant.travellingWithIndex);
  }
  return null;
}
