import { useEffect } from 'react';

const APP_NAME = 'Skylark Airways';

/** Sets the document title to "<title> | Skylark Airways" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
