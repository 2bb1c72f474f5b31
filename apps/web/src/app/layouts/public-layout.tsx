import { useQueryClient } from '@tanstack/react-query';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { FullPageSpinner, Logo } from '@/components/ui';
import { isUserSignedIn, useUserSession } from '@/lib/session';
import { signOutUser } from '@/lib/sign-out';
import { ScrollToTopButton } from '@/app/scroll-to-top-button';
import { HydrationMark } from '@/app/hydration';
import { AccountCalls } from './account-calls';
import { CurrencyPicker } from './currency-picker';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS, navLinkClass } from './nav-links';
import { SiteFooter } from './site-footer';

// The mobile menu is built on Radix and not needed to show a page.
const MobileMenu = lazy(() => import('./mobile-menu'));

function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    void signOutUser().then(() => {
      queryClient.clear();
      void navigate('/login');
    });
  };
}

/** Site chrome of the visitor and customer screens (docs/product.md#22-shared-chrome). */
export function PublicLayout() {
  const { t } = useTranslation();
  const session = useUserSession();
  const signedIn = isUserSignedIn(session);
  const signOut = useSignOut();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstName = session.user?.firstName?.trim() || t('account.fallbackName');
  const initial = firstName.charAt(0).toUpperCase();
  const fullName = session.user
    ? `${session.user.firstName} ${session.user.lastName}`.trim() || t('account.fallbackName')
    : t('account.fallbackName');

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/90 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-4 long-labels:2xl:max-w-[96rem]">
          <Link
            to="/"
            aria-label={t('homeLink')}
            className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-sky-500"
          >
            <Logo />
          </Link>

          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 bar:flex">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            ))}
          </nav>

          <div className="flex items-center gap-2">
            <div className="hidden bar:block">
              <LanguageSwitcher />
            </div>
            <CurrencyPicker className="hidden bar:block" />
            <AccountCalls session={session} onSignOut={signOut} />
          </div>

          <button
            ref={menuButton}
            type="button"
            aria-label={t('menu.open')}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen(true)}
            className="rounded-lg p-2 text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500 bar:hidden"
          >
            <MenuIcon className="size-6" aria-hidden="true" />
          </button>
          {mobileOpen && (
            <Suspense fallback={null}>
              <MobileMenu
                onClose={closeMobileMenu}
                returnFocusTo={menuButton}
                signedIn={signedIn}
                initial={initial}
                fullName={fullName}
                email={session.user?.email}
                onSignOut={signOut}
              />
            </Suspense>
          )}
        </div>
      </header>

      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
    </div>
  );
}
