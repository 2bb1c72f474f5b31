/**
 * Boarding passes that open without a connection (docs/product.md#146-online-check-in-and-boarding-passes, decision 054): a service
 * worker scoped to /bookings/ answers the boarding-pass page, its data and the app's files from one
 * cache when the network fails. The page itself fills the cache once it has shown the passes.
 * The cache belongs to one account: it is deleted whenever that account's session ends on this
 * browser (sign-out, a 401, another tab signing out) or another account signs in, and the worker
 * answers cached passes only to a request signed as their owner.
 */
export const PASSES_CACHE = 'skylark-boarding-passes';
/** The account the cached passes belong to (the worker reads the same header). */
export const PASS_OWNER_HEADER = 'x-skylark-pass-owner';
const OWNER_KEY = '/__pass-owner';
const WORKER = '/boarding-pass-sw.js';
const SCOPE = '/bookings/';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'caches' in window &&
  window.isSecureContext;

/** The files this page was built from: the document's own and every script, style and font it loaded. */
function appFiles(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
    (s) => new URL(s.src, location.href).pathname,
  );
  return [...new Set([...files, ...scripts])];
}

/**
 * Keeps this boarding-pass page, its data (the answer just shown) and the app's files for offline
 * use, and makes sure the worker that serves them is installed. Failures only mean no offline copy.
 */
export async function keepPassesOffline(apiUrl: string, data: unknown, ownerId: string): Promise<boolean> {
  if (!supported()) return false;
  try {
    await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    await keepOnlyPassesOf(ownerId);
    const cache = await caches.open(PASSES_CACHE);
    await cache.put(OWNER_KEY, new Response(ownerId));
    const page = location.pathname;
    const shell = await fetch(page, { cache: 'no-cache' });
    if (shell.ok) await cache.put(page, shell);
    await cache.put(
      apiUrl,
      new Response(JSON.stringify({ success: true, message: '', statusCode: 200, data }), {
        headers: { 'content-type': 'application/json', [PASS_OWNER_HEADER]: ownerId },
      }),
    );
    const missing: string[] = [];
    for (const file of appFiles()) if (!(await cache.match(file))) missing.push(file);
    await cache.addAll(missing);
    return true;
  } catch {
    return false;
  }
}

const hasCaches = () => typeof window !== 'undefined' && 'caches' in window;

/** The end of a session leaves no boarding pass behind on the device. */
export async function forgetOfflinePasses(): Promise<void> {
  if (hasCaches()) await caches.delete(PASSES_CACHE).catch(() => false);
}

/** Deletes the cached passes unless they are this account's (another account signs in). */
export async function keepOnlyPassesOf(ownerId: string): Promise<void> {
  if (!hasCaches()) return;
  try {
    if (!(await caches.has(PASSES_CACHE))) return;
    const marker = await (await caches.open(PASSES_CACHE)).match(OWNER_KEY);
    if ((await marker?.text()) !== ownerId) await caches.delete(PASSES_CACHE);
  } catch {
    await forgetOfflinePasses();
  }
}
