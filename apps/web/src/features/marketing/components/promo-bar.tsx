import { BadgePercent } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header promo of docs/product.md#1-what-skylark-does-and-for-whom. */
export function PromoBar() {
  const { t } = useTranslation('marketing');
  return (
    <div className="bg-accent-400 text-navy-950">
      <p className="container-page flex flex-wrap items-center justify-center gap-x-2 gap-y-1 py-2 text-center text-sm font-medium">
        <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <Trans t={t} i18nKey="promo.text" components={{ strong: <strong className="font-bold" /> }} />
        </span>
        <Link
          to="/book-flights?offer=early-bird"
          className="font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t('promo.deals')}
        </Link>
      </p>
    </div>
  );
}
