import type { Language } from '@skylark/contract';
import { cn } from '@/components/ui';

/** The site's sections; each label is a key of the common texts. */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/book-flights', label: 'nav.flights' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/track-booking', label: 'nav.trackBooking' },
] as const;

/** Where the header shows its full bar, by the page's language: the `bar` variant of styles.css. */
export const fullBarQuery = (language: Language) =>
  language === 'es' || language === 'fr' ? '(min-width: 96rem)' : '(min-width: 80rem)';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-sky-500',
    isActive ? 'bg-sky-50 text-sky-800' : 'text-navy-700 hover:bg-navy-50 hover:text-navy-900',
  );
