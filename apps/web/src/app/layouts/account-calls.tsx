import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, cn } from '@/components/ui';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { isUserSignedIn, type UserSession } from '@/lib/session';
import { AccountTrigger } from './account-trigger';

// The account menu is built on Radix and not needed to show a page.
const AccountMenu = lazy(() => import('./account-menu'));

/**
 * The header's account calls on a wide screen: the signed-in customer's menu, or Login, Register
 * and Book Now. Until the prerendered page is hydrated, shown as for a visitor unless index.html
 * found a stored session (docs/product.md#102-what-the-public-pages-load-first); a component of its own, so that only it renders
 * again once the visitor is known.
 */
export function AccountCalls({ session, onSignOut }: { session: UserSession; onSignOut: () => void }) {
  const { t } = useTranslation();
  const sessionKnown = useHydrated();
  const firstName = session.user?.firstName?.trim() || t('account.fallbackName');
  return (
    <div className={cn('hidden items-center gap-2 bar:flex', !sessionKnown && 'signed-in:invisible')}>
      {sessionKnown && isUserSignedIn(session) ? (
        <Suspense fallback={<AccountTrigger firstName={firstName} disabled />}>
          <AccountMenu firstName={firstName} email={session.user.email} onSignOut={onSignOut} />
        </Suspense>
      ) : (
        <>
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('account.login')}
          </Link>
          <Link to="/register" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('account.register')}
          </Link>
          <Link to="/book-flights" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            {t('account.bookNow')}
          </Link>
        </>
      )}
    </div>
  );
}
