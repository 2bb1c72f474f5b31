import { type ErrorCode, type FieldError, errorCodeOf } from '@skylark/contract';

/**
 * A refusal a client can act on; the error handler turns it into the wrapper. Its `code` is the
 * status's own (`errorCodeOf`) unless the throw names a more precise one.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** response headers that go with the refusal (Retry-After of a 429) */
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? errorCodeOf(statusCode);
  }
}

/** 429 with the seconds a client should wait before trying again. */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new AppError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

export const badRequest = (message: string, errors?: FieldError[], code?: ErrorCode) =>
  new AppError(400, message, errors, undefined, code);
export const unauthorized = (message = 'Authentication required', code?: ErrorCode) =>
  new AppError(401, message, undefined, undefined, code);
export const forbidden = (message = 'You do not have access to this resource', code?: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code);
export const notFound = (message: string) => new AppError(404, message);
/** A 409 always names what it conflicts with: a client acts on the code, and CONFLICT alone says nothing. */
export const conflict = (message: string, code: Exclude<ErrorCode, 'CONFLICT'>) =>
  new AppError(409, message, undefined, undefined, code);

/** The fields of a PostgreSQL error that the code reads. */
export interface PgError {
  /** the SQLSTATE, five digits or capitals */
  code: string;
  constraint?: string;
  /** PostgreSQL's DETAIL line, e.g. "Key (flight_id, seat_number)=(…, 12C) already exists." */
  detail?: string;
}

/** An error and its causes, outermost first: Drizzle and the pools wrap a driver's error as a cause. */
export function* causeChain(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The PostgreSQL error in an error's cause chain (the first that carries a SQLSTATE), if the database answered. */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (const candidate of causeChain(error)) {
    const { code } = candidate as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return candidate as PgError;
  }
  return undefined;
}

/** A PostgreSQL error of this SQLSTATE, optionally on one named constraint. */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const e = pgErrorOf(error);
  return e?.code === code && (!constraint || e.constraint === constraint);
}

/** PostgreSQL unique_violation (23505), optionally for one named constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string) =>
  isPgError(error, '23505', constraint);
