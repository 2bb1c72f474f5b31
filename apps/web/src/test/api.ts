import {
  API_PREFIX,
  envelope,
  errorCodeOf,
  errorParamOf,
  errorTypeOf,
  errorEnvelope,
  type ErrorCode,
  type FieldError,
} from '@skylark/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { apiRoutes, type ApiRoute, type RouteData } from '@/test/api-routes';

/**
 * The fake API of the web unit tests: MSW intercepts every request fetch makes. GET /site (asked by
 * every page's footer) answers "nothing configured, admin registration open" and the admin sidebar's
 * unread count answers 0, and the news settings (the account's, a booking's) every kind on, unless a
 * test serves its own; none is recorded among a test's requests.
 */
export const server = setupServer(
  http.get(`*${API_PREFIX}/site`, () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      statusCode: 200,
      data: { supportChatUrl: null, socialLinks: [], adminRegistrationOpen: true },
    }),
  ),
  http.get(`*${API_PREFIX}/admin/messages/unread-count`, () =>
    HttpResponse.json({ success: true, message: 'OK', statusCode: 200, data: { unread: 0 } }),
  ),
  // the news settings of the profile and of every booking page: every kind on, no device
  http.get(`*${API_PREFIX}/user/news`, () =>
    HttpResponse.json({ success: true, message: 'OK', statusCode: 200, data: { off: [] } }),
  ),
  http.get(`*${API_PREFIX}/user/bookings/:id/news`, () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      statusCode: 200,
      data: { off: [], vapidPublicKey: 'BPublicKeyOfTheTests', devices: 0 },
    }),
  ),
);

/** One request as the API saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * What a handler answers: a success (status from the route table) or a failure in the wrapper, or a
 * raw Response for what the API itself never answers (a proxy's 503, a network failure).
 */
export type Answer<T> =
  | { ok: true; data: T; message: string }
  | { ok: false; status: number; message: string; errors?: FieldError[]; code?: ErrorCode }
  | Response;

export const ok = <T>(data: T, message = 'OK'): Answer<T> => ({ ok: true, data, message });
/** A refusal in the wrapper; its code is the status's own unless given, as the server does. */
export const failure = (
  status: number,
  message: string,
  errors?: FieldError[],
  code?: ErrorCode,
): Answer<never> => ({ ok: false, status, message, errors, code });
/** The network itself fails (fetch rejects). */
export const networkError = (): Response => HttpResponse.error();

const seen: SeenRequest[] = [];
const problems: string[] = [];

async function record(request: Request): Promise<SeenRequest> {
  const text = await request.clone().text();
  const entry: SeenRequest = {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
  seen.push(entry);
  return entry;
}

/**
 * A handler of one API route. Its answer is put in the wrapper and checked against the contract's
 * schema of that route (success) or of every error, so a stub cannot drift from the real API.
 */
export function on<R extends ApiRoute>(
  route: R,
  answer:
    Answer<RouteData<R>> | ((request: SeenRequest) => Answer<RouteData<R>> | Promise<Answer<RouteData<R>>>),
): HttpHandler {
  const [method = '', path = ''] = route.split(' ');
  const spec = apiRoutes[route];
  return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
    `*${API_PREFIX}${path}`,
    async ({ request }) => {
      const seenRequest = await record(request);
      const reply = typeof answer === 'function' ? await answer(seenRequest) : answer;
      if (reply instanceof Response) return reply;
      const body = reply.ok
        ? { success: true, message: reply.message, statusCode: spec.status, data: reply.data }
        : {
            success: false,
            message: reply.message,
            statusCode: reply.status,
            data: reply.errors ? { errors: reply.errors } : null,
            code: reply.code ?? errorCodeOf(reply.status),
            type: errorTypeOf(reply.status),
            ...(errorParamOf(reply.errors) ? { param: errorParamOf(reply.errors) } : {}),
          };
      const checked = (reply.ok ? envelope(spec.data) : errorEnvelope).safeParse(body);
      if (!checked.success || (!reply.ok && reply.status < 400)) {
        problems.push(
          `${route} answered what the API never does: ${checked.error?.message ?? 'a failure below 400'}`,
        );
      }
      return HttpResponse.json(body, { status: body.statusCode });
    },
  );
}

/**
 * A handler outside the contract, for the API client's own tests of what no Skylark route answers
 * (an unknown path, `success: false` with 200): the answer goes out as given, unchecked.
 */
export function offContract(method: 'get' | 'post', path: string, answer: () => Response): HttpHandler {
  return http[method](`*${API_PREFIX}${path}`, async ({ request }) => {
    await record(request);
    return answer();
  });
}

/** Puts handlers in place for this test; answers the list of requests they see, in order. */
export function serve(...handlers: HttpHandler[]): SeenRequest[] {
  server.use(...handlers);
  return seen;
}

/** For the test set-up: clears this test's handlers and requests, and fails on a stub that drifted. */
export function resetApi(): void {
  server.resetHandlers();
  seen.length = 0;
  const drifted = problems.splice(0);
  if (drifted.length > 0) throw new Error(drifted.join('\n'));
}
