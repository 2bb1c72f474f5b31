import { useTranslation } from 'react-i18next';

/** The Skylark aircraft picture beside the About story, on Home and on About. */
export function FleetImage() {
  const { t } = useTranslation('marketing');
  return (
    <img
      src="/images/about-fleet.svg"
      alt={t('fleetAlt')}
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      className="w-full rounded-3xl shadow-card"
    />
  );
}
