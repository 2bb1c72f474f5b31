/**
 * The machine-readable `code` of every error answer, beside its `message` (docs/product.md §8):
 * a client decides by the code, never by the wording. No zod here: the web's first load imports it.
 */
export const ERROR_CODES = [
  // any refusal, by its status, when nothing more precise applies
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // accounts and sessions
  'INVALID_CREDENTIALS',
  'SESSION_INVALID',
  'ACCOUNT_DELETED',
  'ACCOUNT_BLOCKED',
  'ROLE_NOT_ALLOWED',
  'REGISTRATION_CLOSED',
  'EMAIL_TAKEN',
  'RESET_LINK_INVALID',
  // flights and bookings
  'FLIGHT_NUMBER_TAKEN',
  'SEAT_TAKEN',
  'SEATS_SOLD_OUT',
  'FLIGHT_NOT_BOOKABLE',
  'ALREADY_CANCELLED',
  'NOT_PENDING',
  'IDEMPOTENCY_KEY_REUSED',
  'SEGMENTS_WITH_FLIGHT',
  'SEGMENTS_NOT_CONNECTED',
  // online check-in
  'CHECK_IN_NOT_OPEN',
  'CHECK_IN_CLOSED',
  // cancellation quotes and refunds
  'QUOTE_CHANGED',
  'REFUND_ALREADY_PAID',
  'NO_REFUND_OWED',
  'REFUND_CHANGED',
  'REFUND_ADDRESS_LOCKED',
  'ADDRESS_MISSING',
  'REFUND_TAKEN_BACK',
  // changes of flight
  'CHANGE_CLOSED',
  'CHANGE_NOT_OFFERED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/** The code of a refusal that names none: its status's own (VALIDATION_FAILED for any other 4xx). */
export function errorCodeOf(statusCode: number): ErrorCode {
  return BY_STATUS[statusCode] ?? (statusCode < 500 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR');
}
