import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { FleetImage } from './fleet-image';
import { SectionHeading } from './section-heading';

/** About teaser on Home, linking to /about (docs/product.md#1-what-skylark-does-and-for-whom). */
export function AboutTeaser() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="about-teaser-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-sky-50 py-16 sm:py-20"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-teaser-title"
            eyebrow={t('teaser.eyebrow')}
            title={t('teaser.title')}
            lead={t('teaser.lead')}
            align="left"
          />
          <Link to="/about" className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
            {t('teaser.more')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
        <FleetImage />
      </div>
    </section>
  );
}
