import { CLASS_TYPES, type ClassType, type Gender, type MealPreference } from '@skylark/contract';

/** The fields of the booking form. */
export interface BookingForm {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: Gender;
  mealPreference: MealPreference;
  wheelchair: boolean;
  infant: boolean;
  elderly: boolean;
  seatNumber: string;
  email: string;
  phone: string;
  specialRequests: string;
}

export const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** The class chosen on the flight page arrives as navigation state (docs/product.md §2.3). */
export function classFromState(state: unknown): ClassType | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate =
    (state as { classType?: unknown; selectedClass?: unknown }).classType ??
    (state as { selectedClass?: unknown }).selectedClass;
  return typeof candidate === 'string' && (CLASS_TYPES as readonly string[]).includes(candidate)
    ? (candidate as ClassType)
    : null;
}
