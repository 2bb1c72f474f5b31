import type { PushSettings } from '../../config';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may POST to a device's push endpoint (decision 096): https on the default port
 * to a known push service's host or a subdomain of it, no credentials in the URL. Tests reach their
 * own endpoint over http on loopback, and only under NODE_ENV=test.
 */
export function endpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:')
    return settings.allowLoopbackHttp && LOOPBACK.has(host) && settings.endpointHosts.includes(host);
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return settings.endpointHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
