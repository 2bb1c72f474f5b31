import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/ui';
import { Hero } from '@/features/marketing/components/hero';
import { HomeSearch } from '@/features/marketing/components/home-search';
import { PromoBar } from '@/features/marketing/components/promo-bar';
import { Deferred } from '@/features/marketing/components/deferred';

const BelowTheFold = lazy(() => import('@/features/marketing/components/below-the-fold'));

/** Home (docs/product.md#23-visitor-and-customer-screens): hero, Available Flights, destinations, offers, reasons, luxury, about, newsletter. */
export default function HomePage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('home.title'));
  return (
    <>
      <PromoBar />
      <Hero />
      <HomeSearch />
      <Deferred>
        <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
          <BelowTheFold />
        </Suspense>
      </Deferred>
    </>
  );
}
