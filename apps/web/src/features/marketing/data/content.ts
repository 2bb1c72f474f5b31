/**
 * The static marketing content of docs/product.md#1-what-skylark-does-and-for-whom: priced by no call.
 * Texts are keys of the `marketing` namespace (docs/decisions/102).
 */

export const TRUST_POINTS = ['price', 'secure', 'support'] as const;

export const HEADLINE_FIGURES = [
  { value: '180+', label: 'destinations' },
  { value: '1M+', label: 'customers' },
  { value: '150+', label: 'aircraft' },
  { value: '99%', label: 'onTime' },
] as const;

/** `city` is the flight list's filter, in English whatever the language shown. */
export const DESTINATIONS = [
  { key: 'paris', city: 'Paris', price: 299, image: '/images/paris.svg' },
  { key: 'dubai', city: 'Dubai', price: 399, image: '/images/dubai.svg' },
  { key: 'newYork', city: 'New York', price: 199, image: '/images/new-york.svg' },
  { key: 'tokyo', city: 'Tokyo', price: 499, image: '/images/tokyo.svg' },
] as const;

export const ABOUT_FIGURES = [
  { value: '15+', label: 'years' },
  { value: '150+', label: 'destinations' },
  { value: '1M+', label: 'travellers' },
  { value: '50+', label: 'partners' },
] as const;

export const CONTACT = {
  phone: '+1 (800) 555-0199',
  phoneHref: 'tel:+18005550199',
  email: 'support@skylarkairways.com',
} as const;
