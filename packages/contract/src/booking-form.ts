import { z } from 'zod';
import { isoDay } from './common';
import { localDay } from './format';
import { GENDERS, MAX_PASSENGERS_PER_BOOKING, MEAL_PREFERENCES, type ClassType } from './constants';
import { bookingScreenMessages, MSG, bookingMessages } from './messages';
import { isPlainLine, isPlainText, unsafeTextMessage } from './plain-text';

export { MAX_PASSENGERS_PER_BOOKING };
export const SEAT_NUMBER_PATTERN = /^[1-9]\d{0,2}[A-F]$/;
export const MAX_SPECIAL_REQUESTS = 500;

/**
 * Age in whole years on `today` from a yyyy-MM-dd birth date: the difference of years, less one
 * when this year's birthday has not come yet (docs/product.md#3-data). Null for a missing or invalid date.
 */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The ages a passenger born on `dateOfBirth` has on the day of `departure`, whatever the time zone
 * that day is counted in: on the UTC day of departure, the day before and the day after. A declared
 * age must be one of them (docs/product.md#141-offers).
 */
export function agesOnDeparture(dateOfBirth: string, departure: Date): number[] {
  const ages = [-1, 0, 1].map((days) => {
    const d = new Date(departure.getTime() + days * 86_400_000);
    return ageOn(dateOfBirth, new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  });
  return [...new Set(ages.filter((age): age is number => age !== null))];
}

/** The age the booking form declares: on the UTC day of departure. */
export const ageOnDeparture = (dateOfBirth: string, departure: Date) =>
  ageOn(dateOfBirth, new Date(departure.getUTCFullYear(), departure.getUTCMonth(), departure.getUTCDate()));

export const ageMismatchMessage = (passenger: number) =>
  `Passenger ${passenger}: the age does not match the date of birth on the day of departure`;

// The field rules, in the order of docs/product.md#5-validation-rules: name, date of birth, seat.
export const passengerNameField = z
  .string()
  .trim()
  .min(1, MSG.enterPassengerName)
  .max(100, MSG.enterPassengerName)
  .refine(isPlainLine, unsafeTextMessage('Name'));
export const dateOfBirthField = z
  .string()
  .trim()
  .min(1, { message: MSG.enterDateOfBirth, abort: true })
  .pipe(isoDay.or(z.never({ message: MSG.enterDateOfBirth })))
  .refine((day) => day <= localDay(), bookingScreenMessages.dateOfBirthInFuture);
export const seatNumberField = z
  .string()
  .trim()
  .min(1, { message: MSG.selectSeat, abort: true })
  .max(4, { message: MSG.selectSeat, abort: true })
  .toUpperCase()
  .regex(SEAT_NUMBER_PATTERN, MSG.selectSeat);
export const specialRequestsField = z
  .string()
  .trim()
  .max(MAX_SPECIAL_REQUESTS)
  .refine(isPlainText, unsafeTextMessage('Special requests'));

/** One passenger on the booking form. */
export const passengerFormSchema = z.object({
  firstName: passengerNameField,
  lastName: passengerNameField,
  dateOfBirth: dateOfBirthField,
  gender: z.enum(GENDERS),
  mealPreference: z.enum(MEAL_PREFERENCES),
  wheelchair: z.boolean(),
  infant: z.boolean(),
  elderly: z.boolean(),
  seatNumber: seatNumberField,
});

/** One infant on a lap on the booking form (docs/product.md#1410-passenger-types-and-infants-on-a-lap); the server checks the age and the lap. */
export const lapInfantFormSchema = z.object({
  name: passengerNameField,
  dateOfBirth: dateOfBirthField,
  travellingWithIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PASSENGERS_PER_BOOKING - 1),
});

/** The booking form (docs/product.md#23-visitor-and-customer-screens, docs/product.md#142-group-bookings-and-the-seat-map): 1–9 passengers, each with a seat of their own. */
export const bookingFormSchema = z.object({
  passengers: z
    .array(passengerFormSchema)
    .min(1)
    .max(MAX_PASSENGERS_PER_BOOKING, bookingScreenMessages.tooManyPassengers)
    .superRefine((passengers, ctx) => {
      const seen = new Set<string>();
      passengers.forEach((p, i) => {
        if (p.seatNumber && seen.has(p.seatNumber))
          ctx.addIssue({ code: 'custom', path: [i, 'seatNumber'], message: bookingMessages.duplicateSeat });
        seen.add(p.seatNumber);
      });
    }),
  infants: z.array(lapInfantFormSchema).max(MAX_PASSENGERS_PER_BOOKING).optional(),
  email: z.string().max(254),
  phone: z.string().max(40),
  specialRequests: specialRequestsField,
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;

export const emptyPassenger = (): BookingFormInput['passengers'][number] => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: 'MALE',
  mealPreference: 'REGULAR',
  wheelchair: false,
  infant: false,
  elderly: false,
  seatNumber: '',
});

/** The request POST /user/bookings takes, from a valid form; ages are counted on the day of departure. */
export function bookingRequestFrom(
  form: BookingFormValues,
  flightId: string,
  classType: ClassType,
  departure: Date = new Date(),
) {
  return {
    flightId,
    classType,
    passengers: form.passengers.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      age: ageOnDeparture(p.dateOfBirth, departure) ?? 0,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
    })),
    seatNumbers: form.passengers.map((p) => p.seatNumber),
    mealPreferences: form.passengers.map((p) => p.mealPreference),
    specialAssistance: form.passengers.map(({ wheelchair, infant, elderly }) => ({
      wheelchair,
      infant,
      elderly,
    })),
    ...(form.specialRequests ? { specialRequests: form.specialRequests } : {}),
    ...(form.infants?.length ? { infants: form.infants } : {}),
  };
}
