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

type Infant = NonNullable<BookingFormInput['infants']>[number];
function infantOf(raw: unknown): Infant {
  const p = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const index = Number(p.travellingWithIndex);
  return {
    name: text(p.name, 100),
    dateOfBirth: text(p.dateOfBirth, 10),
    travellingWithIndex:
      Number.isInteger(index) && index >= 0 && index < MAX_PASSENGERS_PER_BOOKING ? index : 0,
  };
}

/** A stored booking draft as form values, field by field; anything else is dropped. */
export function bookingDraftOf(raw: unknown): BookingFormInput | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const draft = raw as Record<string, unknown>;
  if (!Array.isArray(draft.passengers) || draft.passengers.length === 0) return null;
  return {
    passengers: draft.passengers.slice(0, MAX_PASSENGERS_PER_BOOKING).map(passengerOf),
    infants: Array.isArray(draft.infants)
      ? draft.infants.slice(0, MAX_PASSENGERS_PER_BOOKING).map(infantOf)
      : [],
    email: text(draft.email, 254),
    phone: text(draft.phone, 40),
    specialRequests: text(draft.specialRequests),
  };
}

/** How many travel, from the search: seated passengers and infants on a lap (docs/product.md#1410-passenger-types-and-infants-on-a-lap). */
export interface PartySize {
  seated: number;
  infants: number;
  /** of the seated, how many the search said were children (2–11) */
  children?: number;
}

/** What a new form starts with: one passenger per seat of the search (the first named after the contact), its lap infants, and the contact fields. */
export const startingValues = (
  contact: BookingContact | null,
  party: PartySize = { seated: 1, infants: 0 },
): BookingFormInput => ({
  passengers: Array.from(
    { length: Math.max(1, Math.min(MAX_PASSENGERS_PER_BOOKING, party.seated)) },
    (_, i) =>
      i === 0
        ? { ...emptyPassenger(), firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '' }
        : emptyPassenger(),
  ),
  infants: Array.from({ length: Math.min(party.infants, party.seated) }, (_, i) => ({
    name: '',
    dateOfBirth: '',
    travellingWithIndex: i,
  })),
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
  specialRequests: '',
});
