/* global self, caches */
// Boarding passes offline (docs/product.md §14.6, decision 054). Scoped to /bookings/; answers only
// the boarding-pass pages, their check-in data and the app's hashed files, from the cache the page
// fills, and only when the network fails. Every other request goes to the network untouched.
const CACHE = 'skylark-boarding-passes';
const PASS_PAGE = /^\/bookings\/[0-9a-f-]{36}\/boarding-pass$/;
const PASS_DATA = /^\/api\/v1\/user\/bookings\/[0-9a-f-]{36}\/check-in$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // only what the boarding-pass page chose to keep is refreshed; a pass that is no longer the
    // traveller's (signed out, cancelled) is dropped
    const kept = await cache.match(key);
    if (kept && response.ok) await cache.put(key, response.clone());
    else if (kept && [401, 404, 409].includes(response.status)) await cache.delete(key);
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cachedFirst(request, key) {
  const cached = await (await caches.open(CACHE)).match(key);
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PASS_PAGE.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (PASS_DATA.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cachedFirst(request, url.pathname));
  }
});
