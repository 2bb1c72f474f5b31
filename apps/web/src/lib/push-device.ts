/**
 * This device's web push subscription (docs/product.md#1415-news-by-e-mail-and-on-this-device): through the boarding-pass
 * service worker, whose `push` handler shows the news as a notification.
 */
const WORKER = '/boarding-pass-sw.js';
const SCOPE = '/bookings/';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The subscription this device already has, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushDeniedError extends Error {}

/** Asks the browser for permission and a subscription to the server's key; answers it as JSON. */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDeniedError();
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidPublicKey,
    }));
  return subscription.toJSON();
}

// which bookings this device asked news of: one subscription serves them all
const key = (bookingId: string) => `skylark-push:${bookingId}`;

/** This device's endpoint when it gets the news of the booking. */
export async function notifiedEndpoint(bookingId: string): Promise<string | null> {
  const subscription = await currentSubscription();
  const kept = localStorage.getItem(key(bookingId));
  return subscription && kept === subscription.endpoint ? kept : null;
}

export function rememberNotified(bookingId: string, endpoint: string | null): void {
  if (endpoint) localStorage.setItem(key(bookingId), endpoint);
  else localStorage.removeItem(key(bookingId));
}
