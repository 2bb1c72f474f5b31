import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Button, buttonClasses, usePageTitle } from '@/components/ui';
import { useTranslation } from 'react-i18next';

const RELOAD_MARK = 'skylark:reloaded-for-update';

/** A lazily loaded page that no longer exists on the server: a new version was deployed. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The designed error page of every route; reloads once when the app was updated meanwhile. */
export function RouteError({ error }: FallbackProps) {
  const stale = isStaleChunk(error);
  const { t } = useTranslation('app');
  usePageTitle(t('routeError.title'));

  useEffect(() => {
    if (!stale) return;
    if (sessionStorage.getItem(RELOAD_MARK) === window.location.href) return;
    sessionStorage.setItem(RELOAD_MARK, window.location.href);
    window.location.reload();
  }, [stale]);

  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center"
    >
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <AlertTriangle className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
        {stale ? t('routeError.updated') : t('routeError.title')}
      </h1>
      <p className="mt-3 max-w-md text-navy-600">
        {stale ? t('routeError.updatedBody') : t('routeError.body')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <a href="/" className={buttonClasses({ variant: 'outline' })}>
          {t('routeError.home')}
        </a>
      </div>
    </main>
  );
}
