import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('notFound.title'));
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <div className="mb-6 flex size-20 items-center justify-center rounded-full bg-sky-50 text-sky-600">
        <Compass className="size-10" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-sky-700 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold text-navy-900 sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-3 max-w-md text-navy-600">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('notFound.home')}
        </Link>
        <Link to="/book-flights" className={buttonClasses({ variant: 'primary' })}>
          {t('notFound.flights')}
        </Link>
      </div>
    </section>
  );
}
