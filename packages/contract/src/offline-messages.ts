/** What the site says when something needs a connection and the device has none (docs/product.md#146-online-check-in-and-boarding-passes). */
export const offlineMessages = {
  title: 'You are offline',
  bookingNeedsConnection:
    'This booking cannot be loaded without a connection. It loads by itself when you are back online.',
  downloadNeedsConnection:
    'Downloading needs a connection: you are offline. The passes on this page work without one.',
} as const;
