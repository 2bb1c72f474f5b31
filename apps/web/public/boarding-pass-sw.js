/* global self, caches */
// Boarding passes offline (docs/product.md#146-online-check-in-and-boarding-passes, decision 054). Scoped to /bookings/; answers only
// the boarding-pass pages, their check-in data and the app's hashed files, from the cache the page
// fills, and only when the network fails. Every other request goes to the network untouched.
const CACHE = 'skylark-boarding-passes';
const PASS_PAGE = /^\/bookings\/[0-9a-f-]{36}\/boarding-pass$/;
const PASS_DATA = /^\/api\/v1\/user\/bookings\/[0-9a-f-]{36}\/check-in$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const OWNER_HEADER = 'x-skylark-pass-owner';

/** The account a request is signed as: the `sub` of its bearer token (read, not verified: the server verifies). */
function signedAs(request) {
  const token = (request.headers.get('authorization') || '').replace(/^Bearer /, '');
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).sub || null;
  } catch {
    return null;
  }
}

// caches.match with a cacheName never creates the cache: a deleted one stays deleted
const kept = (key) => caches.match(key, { cacheName: CACHE });

async function networkFirst(request, key, ownerOnly) {
  try {
    const response = await fetch(request);
    // only what the boarding-pass page chose to keep is refreshed, still in its owner's name; a pass
    // that is no longer the traveller's (signed out, cancelled) is dropped
    const before = await kept(key);
    if (before && response.ok) {
      const headers = new Headers(response.headers);
      headers.set(OWNER_HEADER, before.headers.get(OWNER_HEADER) || '');
      const body = await response.clone().blob();
      await (await caches.open(CACHE)).put(key, new Response(body, { status: 200, headers }));
    } else if (before && [401, 404, 409].includes(response.status))
      await (await caches.open(CACHE)).delete(key);
    return response;
  } catch (error) {
    const cached = await kept(key);
    // passes are shown only to the account that kept them (docs/product.md#146-online-check-in-and-boarding-passes)
    if (cached && (!ownerOnly || cached.headers.get(OWNER_HEADER) === signedAs(request))) return cached;
    throw error;
  }
}

async function cachedFirst(request, key) {
  return (await kept(key)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && PASS_PAGE.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname, false));
  } else if (PASS_DATA.test(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname, true));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cachedFirst(request, url.pathname));
  }
});

// News of a booking as web push (docs/product.md#1415-news-by-e-mail-and-on-this-device, decision 096): the server sends
// { title, body, url, tag }; a click opens the booking's page.
self.addEventListener('push', (event) => {
  let news = null;
  try {
    news = event.data ? event.data.json() : null;
  } catch {
    news = null;
  }
  if (!news || typeof news.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(news.title, {
      body: typeof news.body === 'string' ? news.body : '',
      tag: typeof news.tag === 'string' ? news.tag : undefined,
      icon: '/favicon.svg',
      data: {
        url: typeof news.url === 'string' && news.url.startsWith('/bookings/') ? news.url : '/bookings',
      },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/bookings', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
