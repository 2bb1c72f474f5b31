import type { ClassType } from '@skylark/contract';

/**
 * Every query key of the app, in one place. A change invalidates a whole branch (`all`), and two
 * screens reading the same resource share its cache entry. Filters and ranges are part of a key as
 * they are, so any object the fetcher takes will do.
 */
export const queryKeys = {
  flights: {
    all: ['flights'] as const,
    list: (query: object) => [...queryKeys.flights.all, 'list', query] as const,
    search: (search: object, page: number) => [...queryKeys.flights.all, 'search', search, page] as const,
    detail: (id: string) => [...queryKeys.flights.all, 'detail', id] as const,
    calendar: (query: object) => [...queryKeys.flights.all, 'calendar', query] as const,
    seats: (id: string, classType: ClassType | null) =>
      [...queryKeys.flights.all, 'seats', id, classType] as const,
  },
  homeFlights: ['marketing', 'home-flights'] as const,
  currencyRates: ['currency-rates'] as const,
  bookings: {
    all: ['bookings'] as const,
    list: (page: number) => [...queryKeys.bookings.all, 'list', page] as const,
    detail: (id: string) => [...queryKeys.bookings.all, 'detail', id] as const,
    payment: (id: string) => [...queryKeys.bookings.all, 'payment', id] as const,
  },
  // not under bookings: a booking's change (a cancellation) must not ask for a check-in it no longer has
  checkIn: (id: string) => ['check-in', id] as const,
  bookingNews: (id: string) => ['booking-news', id] as const,
  accountNews: ['user', 'news'] as const,
  tracking: (trackingId: string | null) => ['tracking', trackingId] as const,
  paymentAddresses: ['payment-addresses'] as const,
  profile: ['user', 'profile'] as const,
  site: ['site'] as const,
  contactMessages: {
    all: ['admin', 'messages'] as const,
    lists: ['admin', 'messages', 'list'] as const,
    list: (query: object) => [...queryKeys.contactMessages.lists, query] as const,
    detail: (id: string) => [...queryKeys.contactMessages.all, 'detail', id] as const,
    unread: ['admin', 'messages', 'unread'] as const,
  },
  admin: {
    flights: {
      all: ['admin', 'flights'] as const,
      list: (page: number, filters: object) =>
        [...queryKeys.admin.flights.all, 'list', page, filters] as const,
      manifest: (id: string) => [...queryKeys.admin.flights.all, 'manifest', id] as const,
      today: ['admin', 'flights', 'today'] as const,
      // outside `all`: a cancelled flight's lists reload, never the preview of its cancellation
      cancellation: (id: string) => ['admin', 'flight-cancellation', id] as const,
    },
    bookings: {
      all: ['admin', 'bookings'] as const,
      list: (page: number, filters: object) =>
        [...queryKeys.admin.bookings.all, 'list', page, filters] as const,
      detail: (id: string) => [...queryKeys.admin.bookings.all, 'detail', id] as const,
      cancellationQuote: (id: string) => [...queryKeys.admin.bookings.all, 'cancellation-quote', id] as const,
    },
    users: {
      all: ['admin', 'users'] as const,
      list: (query: object) => [...queryKeys.admin.users.all, 'list', query] as const,
      detail: (id: string) => [...queryKeys.admin.users.all, 'detail', id] as const,
    },
    analytics: {
      all: ['admin', 'analytics'] as const,
      bookings: (range: object) => [...queryKeys.admin.analytics.all, 'bookings', range] as const,
      capacity: (range: object) => [...queryKeys.admin.analytics.all, 'capacity', range] as const,
      revenue: (range: object) => [...queryKeys.admin.analytics.all, 'revenue', range] as const,
      loadFactors: (range: object) => [...queryKeys.admin.analytics.all, 'load-factors', range] as const,
    },
    team: ['admin', 'team'] as const,
    failedJobs: ['admin', 'jobs', 'failed'] as const,
  },
};
