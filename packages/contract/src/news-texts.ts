// The news settings' texts, apart from their schemas (the first load of a page must not bring zod).

/** News before they ask (docs/product.md#1415-news-by-e-mail-and-on-this-device): the kinds a traveller can turn off. */

export const NEWS_KINDS = ['PAY_BY', 'CHECK_IN', 'GATE', 'DELAY', 'REFUND'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NEWS_KIND_LABELS: Record<NewsKind, string> = {
  PAY_BY: 'A reminder before the pay-by time',
  CHECK_IN: 'Check-in is open',
  GATE: 'Gate or boarding time set or changed',
  DELAY: 'A flight delayed',
  REFUND: 'A refund sent',
};

/** The most devices a booking sends its news to. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
/** Pay-by windows shorter than this get no reminder. */
export const PAY_BY_REMINDER_MIN_WINDOW_MINUTES = 30;

export const newsMessages = {
  title: 'News about this booking',
  intro:
    'We e-mail you, and notify the devices you choose, when something changes. Untick what you do not want.',
  saved: 'Your news settings are saved',
  notifyDevice: 'Notify this device',
  deviceNotified: 'This device gets the news of this booking',
  stopDevice: 'Stop notifying this device',
  deviceStopped: 'This device no longer gets the news of this booking',
  pushUnsupported: 'This browser cannot show notifications',
  pushDenied: 'Notifications are blocked for this site in the browser settings',
  tooManyDevices: `A booking sends its news to at most ${MAX_PUSH_SUBSCRIPTIONS} devices`,
  endpointRefused: 'That notification address is not one of a known push service',
  subscriptionAdded: 'This device will be notified',
  subscriptionRemoved: 'This device will no longer be notified',
  retrieved: 'News settings retrieved',
  accountTitle: 'News about your bookings',
  accountIntro:
    'What you untick here is not sent for any of your bookings; each booking page can turn off more.',
};
