import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { SectionHeading } from './section-heading';

const PERKS = ['first', 'business', 'private'] as const;

/** The luxury travel block (docs/product.md#1-what-skylark-does-and-for-whom). */
export function LuxuryTravel() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="luxury-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-white py-16 sm:py-20"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <img
          src="/images/luxury-cabin.svg"
          alt={t('luxury.alt')}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="w-full rounded-3xl shadow-card"
        />
        <div>
          <SectionHeading
            id="luxury-title"
            eyebrow={t('luxury.eyebrow')}
            title={t('luxury.title')}
            lead={t('luxury.lead')}
            align="left"
          />
          <ul className="mt-8 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk} className="flex gap-3 text-navy-700">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                {t(`luxury.${perk}`)}
              </li>
            ))}
          </ul>
          <Link to="/book-flights" className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}>
            {t('luxury.explore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
