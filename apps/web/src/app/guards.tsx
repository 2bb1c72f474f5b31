import { teamMessages } from '@skylark/contract';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EmptyState, usePageTitle } from '@/components/ui';
import { adminHome, useAdminSession, useIsFullAdmin, useUserSession } from '@/lib/session';
import { useTranslation } from 'react-i18next';

/** Where a guard came from, so the login page can return there. */
export interface FromState {
  from?: string;
  /** why the login page was shown, said there (docs/product.md#142-group-bookings-and-the-seat-map) */
  reason?: string;
}

function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Customer pages: without a customer token go to /login, then come back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('app');
  const { token } = useUserSession();
  const here = useHere();
  const reason = /^\/(?:booking\/confirm\/|book\?)/.test(here)
    ? t('guards.loginToBook')
    : t('guards.loginToContinue');
  if (!token) return <Navigate to="/login" replace state={{ from: here, reason } satisfies FromState} />;
  return children ?? <Outlet />;
}

/** Admin pages: without an admin token go to /admin/login, then come back (docs/product.md#24-back-office-screens). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { token } = useAdminSession();
  const here = useHere();
  if (!token) return <Navigate to="/admin/login" replace state={{ from: here } satisfies FromState} />;
  return children ?? <Outlet />;
}

/** /admin: the back office's home for this administrator (an agent's is the bookings desk). */
export function AdminHomeRedirect() {
  const { admin } = useAdminSession();
  return <Navigate to={adminHome(admin)} replace />;
}

/** What an agent sees on an administrators' page: what it is for, and no control it cannot use. */
function AdminsOnly({ page }: { page: string }) {
  usePageTitle(page);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">{page}</h1>
      <EmptyState
        title={teamMessages.adminsOnlyTitle}
        description={teamMessages.adminsOnly(page)}
        icon={<ShieldAlert className="size-7" aria-hidden="true" />}
      />
    </div>
  );
}

/** Pages of administrators whose role is admin (docs/product.md#121-roles-and-the-team): an agent reads what they are for. */
export function RequireFullAdmin({ page, children }: { page: string; children: ReactNode }) {
  return useIsFullAdmin() ? children : <AdminsOnly page={page} />;
}
