/** The static marketing content of docs/product.md#1-what-skylark-does-and-for-whom: priced by no call. */

export const promoMessages = 'up to 25% off on international flights';

export const TRUST_POINTS = [
  { title: 'Best Price Guarantee', text: 'Find it cheaper elsewhere and we refund the difference.' },
  { title: 'Secure Booking', text: 'Encrypted checkout and verified payments, every time.' },
  { title: '24/7 Support', text: 'Write at any hour; real people answer every day.' },
] as const;

export const HEADLINE_FIGURES = [
  { value: '180+', label: 'Destinations' },
  { value: '1M+', label: 'Customers' },
  { value: '150+', label: 'Aircraft' },
  { value: '99%', label: 'On-time Flights' },
] as const;

export const DESTINATIONS = [
  { city: 'Paris', country: 'France', price: 299, image: '/images/paris.svg', alt: 'Paris at sunset with the Eiffel Tower' },
  { city: 'Dubai', country: 'United Arab Emirates', price: 399, image: '/images/dubai.svg', alt: 'The Dubai skyline over the desert' },
  { city: 'New York', country: 'United States', price: 199, image: '/images/new-york.svg', alt: 'The Manhattan skyline at dusk' },
  { city: 'Tokyo', country: 'Japan', price: 499, image: '/images/tokyo.svg', alt: 'Mount Fuji and a torii gate' },
] as const;

export const ABOUT_FIGURES = [
  { value: '15+', label: 'Years of Experience' },
  { value: '150+', label: 'Destinations' },
  { value: '1M+', label: 'Happy Travelers' },
  { value: '50+', label: 'Airline Partners' },
] as const;

export const CONTACT = {
  phone: '+1 (800) 555-0199',
  phoneHref: 'tel:+18005550199',
  email: 'support@skylarkairways.com',
  address: '100 Aviation Way, New York, NY',
  weekdays: 'Mon-Fri 9AM-8PM',
  weekend: 'Weekend 10AM-6PM',
} as const;
