import {
  API_PREFIX,
  LOGIN_TOAST_MS,
  MSG,
  type Envelope,
  type ErrorCode,
  type FieldError,
} from '@skylark/contract';
import { toast } from '@/lib/toast';
import { i18n } from './i18n';
import { clearAdminSession, clearUserSession, getAdminSession, getUserSession } from './session';

/**
 * A failed call: the server's status, message, field errors and machine-readable code (status 500
 * and no code for a network failure). The app decides by `code`, never by the message's wording.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly code: ErrorCode | undefined;
  /** the one request field at fault, when one is (`params.id`: the address's id is not one) */
  readonly param: string | undefined;

  constructor(status: number, message: string, errors: FieldError[] = [], code?: ErrorCode, param?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.param = param;
  }
}

/**
 * What the address names does not exist: an unknown id (NOT_FOUND), or an id in the address that
 * cannot be one (VALIDATION_FAILED on a path parameter). The page says "not found" either way.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'NOT_FOUND' ||
    (error.code === 'VALIDATION_FAILED' && error.param?.startsWith('params.') === true)
  );
}

/** The request never got an answer: the server may or may not have acted on it. Its message is in English, as the server's are; errorMessage translates it. */
export class NetworkError extends ApiError {
  constructor() {
    super(500, MSG.networkError);
    this.name = 'NetworkError';
  }
}

/** TanStack Query's retry for a request that is safe to send again (an Idempotency-Key, a read). */
export const retryNetworkErrors = (failures: number, error: Error) =>
  error instanceof NetworkError && failures < 2;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

export type QueryValue = string | number | boolean | null | undefined;
export interface ApiOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** how long to wait for the answer's headers before the request counts as never answered */
  timeoutMs?: number;
}

/** A request left without an answer this long fails as a network error: no spinner waits forever. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The caller's signal, and an abort of its own after `timeoutMs`; `timedOut` tells which fired. */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

export type Navigate = (to: string, state?: { from: string }) => void;

const browserNavigate: Navigate = (to) => window.location.assign(to);
let navigate: Navigate = browserNavigate;

/** The router registers its navigate function so a 401 moves without reloading the page. */
export function setApiNavigator(next: Navigate | null): void {
  navigate = next ?? browserNavigate;
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${API_PREFIX}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'statusCode' in value;
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return [];
  const { errors } = data;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

const sessionTokenFor = (path: string) =>
  isAdminPath(path) ? getAdminSession().token : getUserSession().token;

/**
 * docs/product.md#8-errors-and-messages: a 401 clears the matching session and sends the browser to the matching login screen.
 * A request sent before a sign-in (with no token, or the last one's) ends nothing: the new session stays.
 */
function handleUnauthorized(path: string, sentToken: string | null): void {
  if (sessionTokenFor(path) !== sentToken) return;
  const admin = isAdminPath(path);
  if (admin) clearAdminSession();
  else clearUserSession();
  const target = admin ? '/admin/login' : '/login';
  const here = window.location.pathname;
  if (here === target) return;
  navigate(target, { from: `${here}${window.location.search}` });
}

/** docs/product.md#8-errors-and-messages: a blocked customer reads why and is signed out. */
function handleBlocked(): void {
  clearUserSession();
  toast.error(i18n.t('app:lib.accountBlocked'), { id: 'account-blocked', duration: LOGIN_TOAST_MS });
  if (window.location.pathname !== '/login') navigate('/login');
}

/**
 * Calls the API under /api/v1 with the token chosen by path (docs/product.md#6-roles-and-permissions) and answers the result
 * object; throws ApiError when the status is ≥ 400 or success is false.
 */
export async function api<T>(method: string, path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const token = sessionTokenFor(path);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  const waiting = withTimeout(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: waiting.signal,
      // public reads may sit in the browser's cache for a second; the app always asks again
      // (a 304 when nothing changed), so a seat just booked never shows as free (docs/product.md#101-public-reads-from-memory-and-workers)
      cache: 'no-cache',
    });
  } catch (error) {
    // the caller gave up (a query no longer wanted): not a failure to show
    if (options.signal?.aborted && !waiting.timedOut()) throw error;
    throw new NetworkError();
  } finally {
    waiting.done();
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (response.status === 401) handleUnauthorized(path, token);
  // this session's request refused because the account is blocked (not the login itself)
  const blocked = isEnvelope(payload) && payload.code === 'ACCOUNT_BLOCKED';
  if (blocked && token && !isAdminPath(path) && sessionTokenFor(path) === token) handleBlocked();

  if (!isEnvelope(payload)) {
    if (!response.ok) throw new ApiError(response.status, '');
    throw new ApiError(response.status >= 400 ? response.status : 500, '');
  }
  if (!response.ok || !payload.success) {
    const status = response.ok ? payload.statusCode || 500 : response.status;
    throw new ApiError(
      status,
      payload.message ?? '',
      fieldErrorsOf(payload.data),
      payload.code,
      payload.param,
    );
  }
  return payload as Envelope<T>;
}

/** The status of a failed call (500 when it is not an ApiError). */
export function errorStatus(error: unknown): number {
  return error instanceof ApiError ? error.status : 500;
}

/** The file name a download's Content-Disposition gives, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]{1,200})"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches a document (a ticket, a calendar entry, an export) with the session's token and hands it to
 * the browser as a download; a refusal throws ApiError with the server's message, as api() does.
 */
export async function download(
  path: string,
  fallbackName: string,
  query?: Record<string, QueryValue>,
): Promise<void> {
  const token = sessionTokenFor(path);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401) handleUnauthorized(path, token);
    throw isEnvelope(payload)
      ? new ApiError(
          response.status,
          payload.message,
          fieldErrorsOf(payload.data),
          payload.code,
          payload.param,
        )
      : new ApiError(response.status, '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // browsers read the object URL for a download in a later task, which a busy phone may run after a
  // zero-timeout: the URL stays a minute, as long as a download takes to start
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
