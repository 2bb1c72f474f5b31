/**
 * Boarding passes that open without a connection (docs/product.md §14.6, decision 054): a service
 * worker scoped to /bookings/ answers the boarding-pass page, its data and the app's files from one
 * cache when the network fails. The page itself fills the cache once it has shown the passes.
 */
export const PASSES_CACHE = 'skylark-boarding-passes';
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
export async function keepPassesOffline(apiUrl: string, data: unknown): Promise<boolean> {
  if (!supported()) return false;
  try {
    await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
    const cache = await caches.open(PASSES_CACHE);
    const page = location.pathname;
    const shell = await fetch(page, { cache: 'no-cache' });
    if (shell.ok) await cache.put(page, shell);
    await cache.put(
      apiUrl,
      new Response(JSON.stringify({ success: true, message: '', statusCode: 200, data }), {
        headers: { 'content-type': 'application/json' },
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

/** Signing out leaves no boarding pass behind on the device. */
export async function forgetOfflinePasses(): Promise<void> {
  if (typeof window !== 'undefined' && 'caches' in window)
    await caches.delete(PASSES_CACHE).catch(() => false);
}
