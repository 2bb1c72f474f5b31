import * as RadixDialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, ChevronDown, LogOut, Menu as MenuIcon, UserRound, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import {
  buttonClasses,
  cn,
  FullPageSpinner,
  Logo,
  Menu,
  MenuItem,
  MenuLabel,
  MenuSeparator,
} from '../../components/ui';
import { clearUserSession, isUserSignedIn, useUserSession } from '../../lib/session';
import { ScrollToTopButton } from '../scroll-to-top-button';
import { SiteFooter } from './site-footer';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/track-booking', label: 'Track Booking' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-sky-500',
    isActive ? 'bg-sky-50 text-sky-800' : 'text-navy-700 hover:bg-navy-50 hover:text-navy-900',
  );

function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearUserSession();
    queryClient.clear();
    void navigate('/login');
  };
}

/** Site chrome of the visitor and customer screens (spec §2.2). */
export function PublicLayout() {
  const session = useUserSession();
  const signedIn = isUserSignedIn(session);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const firstName = session.user?.firstName?.trim() || 'User';
  const fullName = session.user
    ? `${session.user.firstName} ${session.user.lastName}`.trim() || 'User'
    : 'User';

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/90 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            aria-label="Skylark Airways home"
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            <Logo />
          </Link>

          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>

          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              <Menu
                label="Account"
                trigger={
                  <button
                    type="button"
                    className="inline-flex items-center gap-2 rounded-full border border-navy-100 bg-white py-1 pr-3 pl-1 text-sm font-medium text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500"
                  >
                    <span className="flex size-8 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white">
                      {firstName.charAt(0).toUpperCase()}
                    </span>
                    {firstName}
                    <ChevronDown className="size-4 text-navy-500" aria-hidden="true" />
                  </button>
                }
              >
                <MenuLabel>{session.user?.email}</MenuLabel>
                <MenuItem
                  onSelect={() => void navigate('/profile')}
                  icon={<UserRound className="size-4" aria-hidden="true" />}
                >
                  Profile
                </MenuItem>
                <MenuItem
                  onSelect={() => void navigate('/bookings')}
                  icon={<CalendarCheck className="size-4" aria-hidden="true" />}
                >
                  My Bookings
                </MenuItem>
                <MenuSeparator />
                <MenuItem
                  tone="danger"
                  onSelect={signOut}
                  icon={<LogOut className="size-4" aria-hidden="true" />}
                >
                  Sign Out
                </MenuItem>
              </Menu>
            ) : (
              <>
                <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  Login
                </Link>
                <Link to="/register" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  Register
                </Link>
                <Link to="/book-flights" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                  Book Now
                </Link>
              </>
            )}
          </div>

          <RadixDialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
            <RadixDialog.Trigger
              aria-label="Open menu"
              className="rounded-lg p-2 text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500 md:hidden"
            >
              <MenuIcon className="size-6" aria-hidden="true" />
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/50 md:hidden" />
              <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col bg-white shadow-2xl focus:outline-none md:hidden">
                <div className="flex items-center justify-between border-b border-navy-100 px-4 py-3">
                  <RadixDialog.Title className="text-base font-semibold text-navy-900">
                    Menu
                  </RadixDialog.Title>
                  <RadixDialog.Description className="sr-only">Site navigation</RadixDialog.Description>
                  <RadixDialog.Close
                    aria-label="Close menu"
                    className="rounded-lg p-2 text-navy-600 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </RadixDialog.Close>
                </div>
                {signedIn && (
                  <div className="flex items-center gap-3 border-b border-navy-100 px-4 py-4">
                    <span className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-semibold text-white">
                      {firstName.charAt(0).toUpperCase()}
                    </span>
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-navy-900">{fullName}</p>
                      <p className="truncate text-sm text-navy-500">{session.user?.email}</p>
                    </div>
                  </div>
                )}
                <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
                  {NAV_LINKS.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      end={link.to === '/'}
                      className={navLinkClass}
                      onClick={() => setMobileOpen(false)}
                    >
                      {link.label}
                    </NavLink>
                  ))}
                  {signedIn && (
                    <>
                      <div className="my-2 h-px bg-navy-100" />
                      <NavLink to="/profile" className={navLinkClass} onClick={() => setMobileOpen(false)}>
                        Profile
                      </NavLink>
                      <NavLink to="/bookings" className={navLinkClass} onClick={() => setMobileOpen(false)}>
                        My Bookings
                      </NavLink>
                    </>
                  )}
                </nav>
                <div className="flex flex-col gap-2 border-t border-navy-100 p-4">
                  {signedIn ? (
                    <button
                      type="button"
                      onClick={() => {
                        setMobileOpen(false);
                        signOut();
                      }}
                      className={buttonClasses({ variant: 'outline', block: true })}
                    >
                      <LogOut className="size-4" aria-hidden="true" />
                      Sign Out
                    </button>
                  ) : (
                    <>
                      <Link
                        to="/login"
                        onClick={() => setMobileOpen(false)}
                        className={buttonClasses({ variant: 'outline', block: true })}
                      >
                        Login
                      </Link>
                      <Link
                        to="/register"
                        onClick={() => setMobileOpen(false)}
                        className={buttonClasses({ variant: 'secondary', block: true })}
                      >
                        Register
                      </Link>
                      <Link
                        to="/book-flights"
                        onClick={() => setMobileOpen(false)}
                        className={buttonClasses({ variant: 'primary', block: true })}
                      >
                        Book Now
                      </Link>
                    </>
                  )}
                </div>
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
        </div>
      </header>

      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
    </div>
  );
}
