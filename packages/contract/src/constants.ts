/** Business constants of docs/product.md#9-constants-and-limits, and of docs/product.md#10-running-it to docs/product.md#14-bookings-and-payment. */
export const API_PREFIX = '/api/v1';

export const CLASS_TYPES = ['ECONOMY', 'BUSINESS', 'FIRST', 'PRIVATEJET', 'CHOPPER'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
export const isClassType = (value: unknown): value is ClassType =>
  typeof value === 'string' && (CLASS_TYPES as readonly string[]).includes(value);

/** Default seat counts, which are also the maximums (docs/product.md#5-validation-rules, docs/product.md#9-constants-and-limits). */
export const MAX_SEATS: Record<ClassType, number> = {
  ECONOMY: 180,
  BUSINESS: 40,
  FIRST: 20,
  PRIVATEJET: 12,
  CHOPPER: 6,
};

/**
 * Flight limits of docs/product.md#13-flights-and-seats beyond the create rules of docs/product.md#5-validation-rules: they keep typing slips such as a
 * price of 10000000 or a departure in 2206 out of the schedule, and every amount inside the
 * database's integer cents (9 passengers × $1,000,000 = 9 × 10^8 cents).
 */
export const MAX_PRICE = 1_000_000;
/** Seated passengers per booking (docs/product.md#142-group-bookings-and-the-seat-map). */
export const MAX_PASSENGERS_PER_BOOKING = 9;
export const MAX_YEARS_AHEAD = 10;
export const MAX_FLIGHT_HOURS = 48;

export const CLASS_LABELS: Record<ClassType, string> = {
  ECONOMY: 'Economy',
  BUSINESS: 'Business',
  FIRST: 'First Class',
  PRIVATEJET: 'Private Jet',
  CHOPPER: 'Chopper',
};

export const FLIGHT_STATUSES = ['SCHEDULED', 'DELAYED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];
/** The choices offered when a flight is created (docs/product.md#4-states-and-transitions). */
export const CREATE_FLIGHT_STATUSES = ['SCHEDULED', 'DELAYED', 'CANCELLED'] as const;
export const DEFAULT_FLIGHT_STATUS: FlightStatus = 'SCHEDULED';
/** Booking is allowed only on these statuses, before departure (docs/product.md#13-flights-and-seats). */
export const BOOKABLE_FLIGHT_STATUSES: readonly FlightStatus[] = ['SCHEDULED', 'DELAYED'];

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED', 'PENDING'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking in these statuses holds its seats. */
export const ACTIVE_BOOKING_STATUSES = ['PENDING', 'CONFIRMED'] as const satisfies readonly BookingStatus[];
export const PAYMENT_STATUSES = ['PENDING', 'CONFIRMED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MEAL_PREFERENCES = ['REGULAR', 'VEGETARIAN', 'HALAL', 'KOSHER'] as const;
export type MealPreference = (typeof MEAL_PREFERENCES)[number];
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** An administrator's role on the team: `admin` may do everything, `agent` works the desk (docs/product.md#121-roles-and-the-team). */
export const ADMIN_ROLES = ['admin', 'agent'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const HOME_FLIGHTS_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;
export const PAGINATION_WINDOW = 5;

export const FLIGHT_SORT_KEYS = ['date', 'price', 'flightNumber', 'duration'] as const;
export type FlightSortKey = (typeof FLIGHT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const FLIGHT_NUMBER_PATTERN = /^[A-Z]{2}\d{3,4}$/;
export const PHONE_PATTERN = /^\d{10,11}$/;
/**
 * A bare mailbox, as mail servers take it: dot-separated words of the RFC 5322 "atext" set, an @,
 * then two or more dot-separated domain labels. No display name, angle brackets, commas, quotes or
 * spaces, so the mailer can never read it as another recipient. Each part is delimited by a
 * character the next part cannot hold, so matching is linear in the length.
 */
export const EMAIL_PATTERN =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+$/i;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;

export const LOGIN_TOAST_MS = 4000;
export const CANCELLATION_TOAST_MS = 5000;
export const CONTACT_TICK_MS = 3000;
export const PAYMENT_REDIRECT_MS = 2000;
export const BTC_ROTATION_SECONDS = 60;
export const ADMIN_VERIFICATION_HOURS = 24;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;

export const TRACKING_ID_LENGTH = 12;
/** The PNR of a boarding pass: the first 7 characters of the tracking ID, unique among bookings. */
export const PNR_LENGTH = 7;
/** Crockford base32: no I, L, O or U. */
export const TRACKING_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const OFFERS = ['early-bird', 'weekend', 'family'] as const;
export type Offer = (typeof OFFERS)[number];
export const EARLY_BIRD_DAYS = 60;

/** Local-storage keys (docs/product.md#9-constants-and-limits). */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  user: 'user',
  adminToken: 'adminToken',
  admin: 'admin',
} as const;

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
/** One day in milliseconds; calendar days are UTC days. */
export const DAY_MS = 24 * HOUR_MS;

/** Parts of the day a search may keep, in the departure airport's time: [from, to) hours (docs/product.md#131-the-flight-list). */
export const DEPARTURE_TIMES = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
} as const;
export type DepartureTime = keyof typeof DEPARTURE_TIMES;
export const DEPARTURE_TIME_KEYS = Object.keys(DEPARTURE_TIMES) as DepartureTime[];
export const DEPARTURE_TIME_LABELS: Record<DepartureTime, string> = {
  night: 'Night (00–06)',
  morning: 'Morning (06–12)',
  afternoon: 'Afternoon (12–18)',
  evening: 'Evening (18–24)',
};
