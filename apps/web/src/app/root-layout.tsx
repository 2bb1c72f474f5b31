import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui';
import { setApiNavigator } from '@/lib/api-client';
import { useScrollTopOnChange } from '@/lib/hooks/use-scroll-top-on-change';
import { restoreSession } from '@/lib/restore-session';
import { RouteError } from './route-error';

/**
 * Every page: 401 navigation, session restore on load, scroll to the top on each route change, and
 * the error page for a page that failed, until the next navigation.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    setApiNavigator((to, state) => {
      void navigate(to, { replace: true, state });
    });
    return () => setApiNavigator(null);
  }, [navigate]);

  useEffect(() => {
    void restoreSession();
  }, []);

  useScrollTopOnChange(pathname);

  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
