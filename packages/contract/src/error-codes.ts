/**
 * The machine-readable `code` of every error answer, beside its `message` (docs/product.md#8-errors-and-messages):
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
  // the back office's team and two-factor set-up
  'LAST_ADMIN',
  'MFA_ALREADY_ON',
  'MFA_NOT_ON',
  'MFA_NOT_PENDING',
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
  'SEATS_BELOW_BOOKED',
  'FLIGHT_HAS_BOOKINGS',
  'PENDING_LIMIT_REACHED',
  'NOT_CONFIRMED',
  'PAYMENT_CLOSED',
  'LAST_NAME_REQUIRED',
  // online check-in
  'CHECK_IN_NOT_OPEN',
  'CHECK_IN_CLOSED',
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'WALLET_PASS_UNAVAILABLE',
  // cancellation quotes and refunds
  'QUOTE_CHANGED',
  'REFUND_ALREADY_PAID',
  'NO_REFUND_OWED',
  'REFUND_CHANGED',
  'REFUND_ADDRESS_LOCKED',
  'REFUND_ADDRESS_MISSING',
  // changes of flight
  'CHANGE_CLOSED',
  'CHANGE_NOT_ALLOWED',
  'CHANGE_NOT_OFFERED',
  // a flight of a trip cancelled by the airline
  'NO_FLIGHT_CANCELLED',
  // news by e-mail and web push
  'PUSH_ENDPOINT_REFUSED',
  'TOO_MANY_DEVICES',
  // the contact inbox
  'MESSAGE_CLOSED',
  // service requests (docs/product.md#1413-service-requests)
  'UNKNOWN_SERVICE_CODE',
  'SERVICE_CONFLICT',
  'SERVICES_CLOSED',
  'BAGS_SOLD_OUT',
  'BAGS_CLOSED',
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

/**
 * The kind of an error answer, as Stripe's API names them: a client that does not know a `code`
 * still knows what to do by its `type` (docs/product.md, "The API's shape").
 */
export const ERROR_TYPES = [
  'invalid_request',
  'authentication',
  'permission',
  'not_found',
  'conflict',
  'rate_limit',
  'api_error',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  401: 'authentication',
  403: 'permission',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limit',
};

/** The type of an error answer of this status: any other 4xx is an invalid request, a 5xx the API's. */
export function errorTypeOf(statusCode: number): ErrorType {
  return TYPE_BY_STATUS[statusCode] ?? (statusCode < 500 ? 'invalid_request' : 'api_error');
}

/** Where the request as a whole is at fault rather than one of its fields. */
const WHOLE_REQUEST = new Set(['request', 'body', 'url', 'querystring', 'params', 'headers']);

/**
 * The `param` of a refusal: the field every one of its problems (`data.errors`) names, when they all
 * name the same one and it is a field of the request, not the request as a whole.
 */
export function errorParamOf(problems: readonly { field: string }[] | undefined): string | undefined {
  const fields = new Set(problems?.map((p) => p.field));
  const [field] = fields;
  return fields.size === 1 && field && !WHOLE_REQUEST.has(field) ? field : undefined;
}
