import { cn } from '@/components/ui';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/book-flights', label: 'Flights' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/track-booking', label: 'Track Booking' },
] as const;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-sky-500',
    isActive ? 'bg-sky-50 text-sky-800' : 'text-navy-700 hover:bg-navy-50 hover:text-navy-900',
  );
