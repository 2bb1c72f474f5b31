import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '@/components/ui';
import { setApiNavigator } from '@/lib/api-client';
import { restoreSession } from '@/lib/restore-session';

/** Every page: 401 navigation, session restore on load and scroll to the top on each route change. */
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

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
