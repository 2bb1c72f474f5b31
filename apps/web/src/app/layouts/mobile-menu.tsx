import * as RadixDialog from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { currentLanguage } from '@/lib/i18n';
import { CurrencyPicker } from './currency-picker';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS, fullBarQuery, navLinkClass } from './nav-links';

export interface MobileMenuProps {
  onClose: () => void;
  /** The button that opened the menu; focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  signedIn: boolean;
  initial: string;
  fullName: string;
  email: string | undefined;
  onSignOut: () => void;
}

/** What a visitor is offered below the navigation, as the header offers it on wide screens. */
const VISITOR_LINKS = [
  { to: '/login', label: 'account.login', variant: 'outline' },
  { to: '/register', label: 'account.register', variant: 'secondary' },
  { to: '/book-flights', label: 'account.bookNow', variant: 'primary' },
] as const;

/**
 * The slide-over menu of small screens (docs/product.md#22-shared-chrome), mounted while open. A Radix dialog: focus is
 * trapped and page scrolling locked. Loaded on first open, so no page load carries Radix for it.
 */
export default function MobileMenu({
  onClose,
  returnFocusTo,
  signedIn,
  initial,
  fullName,
  email,
  onSignOut,
}: MobileMenuProps) {
  const { t } = useTranslation();
  // The panel is hidden where the header shows its full bar; a window widened while it is open must not
  // keep an invisible dialog that still locks scrolling and traps focus.
  useEffect(() => {
    const wide = window.matchMedia(fullBarQuery(currentLanguage()));
    if (wide.matches) onClose();
    const onChange = (event: MediaQueryListEvent) => event.matches && onClose();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/50 bar:hidden" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-80 max-w-[85vw] animate-slide-in flex-col bg-white shadow-2xl focus:outline-none bar:hidden"
        >
          <div className="flex items-center justify-between border-b border-navy-100 px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold text-navy-900">
              {t('menu.title')}
            </RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t('menu.description')}</RadixDialog.Description>
            <RadixDialog.Close
              aria-label={t('menu.close')}
              className="rounded-lg p-2 text-navy-600 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {signedIn && (
            <div className="flex items-center gap-3 border-b border-navy-100 px-4 py-4">
              <span className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-semibold text-white">
                {initial}
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold text-navy-900">{fullName}</p>
                <p className="truncate text-sm text-navy-500">{email}</p>
              </div>
            </div>
          )}
          <nav aria-label={t('nav.mobile')} className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                className={navLinkClass}
                onClick={onClose}
              >
                {t(link.label)}
              </NavLink>
            ))}
            {signedIn && (
              <>
                <div className="my-2 h-px bg-navy-100" />
                <NavLink to="/profile" className={navLinkClass} onClick={onClose}>
                  {t('nav.profile')}
                </NavLink>
                <NavLink to="/bookings" className={navLinkClass} onClick={onClose}>
                  {t('nav.myBookings')}
                </NavLink>
              </>
            )}
          </nav>
          <div className="flex flex-col gap-2 border-t border-navy-100 p-4">
            <LanguageSwitcher className="mb-2" />
            <CurrencyPicker className="mb-2 self-start" />
            {signedIn ? (
              <button
                type="button"
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
                className={buttonClasses({ variant: 'outline', block: true })}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {t('account.signOut')}
              </button>
            ) : (
              VISITOR_LINKS.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  onClick={onClose}
                  className={buttonClasses({ variant: link.variant, block: true })}
                >
                  {t(link.label)}
                </Link>
              ))
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
