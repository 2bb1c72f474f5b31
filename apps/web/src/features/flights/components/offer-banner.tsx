import { EARLY_BIRD_DAYS, type Offer } from '@skylark/contract';
import { BadgePercent, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The banner of a special offer opened from Home (docs/product.md#1-what-skylark-does-and-for-whom). */
export function OfferBanner({ offer, onDismiss }: { offer: Offer; onDismiss: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <section
      aria-label={t('offer.label')}
      className="flex items-start gap-3 rounded-2xl border border-accent-200 bg-accent-50 p-4 text-navy-900"
    >
      <BadgePercent className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="font-semibold">{t(`offer.${offer}.title`)}</h2>
        <p className="text-sm text-navy-700">{t(`offer.${offer}.text`, { days: EARLY_BIRD_DAYS })}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-lg p-1 text-navy-600 hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-sky-500"
        aria-label={t('offer.showAll')}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
