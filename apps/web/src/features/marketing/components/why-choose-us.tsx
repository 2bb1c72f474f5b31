import { BadgeDollarSign, Clock3, Headphones, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from './feature-grid';
import { SectionHeading } from './section-heading';

const REASONS = [
  { icon: BadgeDollarSign, key: 'fares' },
  { icon: ShieldCheck, key: 'safe' },
  { icon: Clock3, key: 'onTime' },
  { icon: Headphones, key: 'help' },
] as const;

/** Why choose us (docs/product.md#1-what-skylark-does-and-for-whom). */
export function WhyChooseUs() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="why-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-slate-50 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="why-title"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
          lead={t('why.lead')}
        />
        <FeatureGrid
          features={REASONS.map(({ icon, key }) => ({
            icon,
            title: t(`why.${key}.title`),
            text: t(`why.${key}.text`),
          }))}
        />
      </div>
    </section>
  );
}
