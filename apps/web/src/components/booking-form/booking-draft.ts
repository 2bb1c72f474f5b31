import {
  GENDERS,
  MAX_PASSENGERS_PER_BOOKING,
  MEAL_PREFERENCES,
  emptyPassenger,
  type BookingFormInput,
} from '@skylark/contract';

/** Who the form starts with: the first passenger's name and the contact fields. */
export interface BookingContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

type Passenger = BookingFormInput['passengers'][number];

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function passengerOf(raw: unknown): Passenger {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const empty = emptyPassenger();
  return {
    firstName: text(p.firstName, 100),
    lastName: text(p.lastName, 100),
    dateOfBirth: text(p.dateOfBirth, 10),
    gender: oneOf(p.gender, GENDERS, empty.gender),
    mealPreference: oneOf(p.mealPreference, MEAL_PREFERENCES, empty.mealPreference),
    wheelchair: p.wheelchair === true,
    infant: p.infant === true,
    elderly: p.elderly === true,
    seatNumber: text(p.seatNumber, 4),
  };
}

/** A stored booking draft as form values, field by field; anything else is dropped. */
export function bookingDraftOf(raw: unknown): BookingFormInput | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const draft = raw as Record<string, unknown>;
  if (!Array.isArray(draft.passengers) || draft.passengers.length === 0) return null;
  return {
    passengers: draft.passengers.slice(0, MAX_PASSENGERS_PER_BOOKING).map(passengerOf),
    email: text(draft.email, 254),
    phone: text(draft.phone, 40),
    specialRequests: text(draft.specialRequests),
  };
}

/** What a new form starts with: the first passenger's name and the contact fields, when known. */
export const startingValues = (contact: BookingContact | null): BookingFormInput => ({
  passengers: [
    { ...emptyPassenger(), firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '' },
  ],
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  specialRequests: '',
});
