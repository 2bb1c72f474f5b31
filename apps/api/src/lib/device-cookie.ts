import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies: a browser that signed in to an account before gets a signed cookie naming that
 * account, and its attempts skip the account-wide limit that strangers can fill (docs/security.md).
 */
export type DeviceScope = 'user' | 'admin';

const MAX_AGE_SECONDS = 180 * 24 * 3600;
const NONCE = /^[\w-]{22}$/;
const MAC = /^[\w-]{43}$/;

const cookieName = (scope: DeviceScope) => `skylark_device_${scope}`;

export interface DeviceCookies {
  /** the Set-Cookie value for a successful login of this account */
  issue(scope: DeviceScope, account: string): string;
  /** the cookie's id when the request carries a genuine cookie of this account, else null */
  verify(cookieHeader: string | undefined, scope: DeviceScope, account: string): string | null;
}

export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'skylark device cookie', 32));
  const mac = (scope: DeviceScope, account: string, nonce: string) =>
    createHmac('sha256', key).update(`${scope}|${account.toLowerCase()}|${nonce}`).digest('base64url');
  return {
    issue(scope, account) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${nonce}.${mac(scope, account, nonce)}`;
      return `${cookieName(scope)}=${value}; Path=/api/v1; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    verify(cookieHeader, scope, account) {
      const value = readCookie(cookieHeader, cookieName(scope));
      const [nonce = '', given = ''] = value?.split('.') ?? [];
      if (!NONCE.test(nonce) || !MAC.test(given)) return null;
      const expected = Buffer.from(mac(scope, account, nonce));
      return timingSafeEqual(expected, Buffer.from(given)) ? nonce : null;
    },
  };
}

/** One cookie's value; the header is bounded by the server's header size limit. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
