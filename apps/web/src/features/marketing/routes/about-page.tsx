import { Award, Globe2, HeartHandshake, Scale, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { FleetImage } from '@/features/marketing/components/fleet-image';
import { PageHero } from '@/features/marketing/components/page-hero';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { ABOUT_FIGURES } from '@/features/marketing/data/content';

const VALUES = [
  { icon: Award, key: 'excellence' },
  { icon: HeartHandshake, key: 'customer' },
  { icon: Globe2, key: 'global' },
  { icon: Scale, key: 'integrity' },
] as const;

const LEADERS = [
  { name: 'Elena Marin', key: 'ceo', initials: 'EM' },
  { name: 'David Okafor', key: 'coo', initials: 'DO' },
  { name: 'Sofia Lindqvist', key: 'cx', initials: 'SL' },
] as const;

/** About (docs/product.md#1-what-skylark-does-and-for-whom): platform, figures, values, mission and leadership. */
export default function AboutPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('about.title'));
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />

      <section aria-label={t('about.figures')} className="border-b border-navy-100 bg-white">
        <dl className="container-page grid grid-cols-2 gap-6 py-12 md:grid-cols-4">
          {ABOUT_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm font-medium text-navy-600">{t(`figures.${figure.label}`)}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-navy-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story-title" className="bg-white py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow={t('about.storyEyebrow')}
              title={t('about.storyTitle')}
              align="left"
            />
            <div className="mt-6 space-y-4 leading-relaxed text-navy-700">
              <p>{t('about.story1')}</p>
              <p>{t('about.story2')}</p>
            </div>
          </div>
          <FleetImage />
        </div>
      </section>

      <section
        aria-labelledby="values-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-slate-50 py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="values-title"
            eyebrow={t('about.valuesEyebrow')}
            title={t('about.valuesTitle')}
          />
          <FeatureGrid
            features={VALUES.map(({ icon, key }) => ({
              icon,
              title: t(`about.${key}.title`),
              text: t(`about.${key}.text`),
            }))}
          />
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-950 py-16 text-white sm:py-20"
      >
        <div className="container-page max-w-4xl text-center">
          <Target className="mx-auto size-10 text-accent-300" aria-hidden="true" />
          <h2
            id="mission-title"
            className="mt-4 text-sm font-semibold tracking-widest text-sky-300 uppercase"
          >
            {t('about.mission')}
          </h2>
          <p className="mt-4 text-2xl leading-relaxed font-semibold text-balance sm:text-3xl">
            {t('about.missionText')}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="leadership-title"
        className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-white py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="leadership-title"
            eyebrow={t('about.leadershipEyebrow')}
            title={t('about.leadershipTitle')}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {LEADERS.map((leader) => (
              <li
                key={leader.name}
                className="rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-card"
              >
                <span
                  className="mx-auto flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-navy-800 to-sky-600 text-2xl font-bold text-white"
                  aria-hidden="true"
                >
                  {leader.initials}
                </span>
                <h3 className="mt-5 text-lg font-bold text-navy-900">{leader.name}</h3>
                <p className="text-sm font-semibold text-sky-700">{t(`about.${leader.key}.role`)}</p>
                <p className="mt-3 text-sm leading-relaxed text-navy-600">{t(`about.${leader.key}.bio`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link to="/book-flights" className={buttonClasses({ size: 'lg' })}>
              {t('about.find')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
