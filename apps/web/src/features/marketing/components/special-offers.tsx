import { ArrowRight, CalendarClock, PartyPopper, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const OFFERS = [
  { offer: 'early-bird', key: 'earlyBird', icon: CalendarClock },
  { offer: 'weekend', key: 'weekend', icon: PartyPopper },
  { offer: 'family', key: 'family', icon: Users },
] as const;

/** The three special offers, each linking to the flight list with its offer (docs/product.md#1-what-skylark-does-and-for-whom). */
export function SpecialOffers() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="offers-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-950 py-16 text-white sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="offers-title"
          tone="light"
          eyebrow={t('offers.eyebrow')}
          title={t('offers.title')}
          lead={t('offers.lead')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {OFFERS.map(({ offer, key, icon: Icon }) => (
            <li key={offer} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-400 text-navy-950">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="rounded-full bg-sky-400/15 px-3 py-1 text-xs font-semibold text-sky-200">
                  {t(`offers.${key}.badge`)}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold">{t(`offers.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-navy-200">{t(`offers.${key}.text`)}</p>
              <Link
                to={`/book-flights?offer=${offer}`}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-accent-300 hover:text-accent-200 focus-visible:outline-2 focus-visible:outline-sky-400"
              >
                {t('offers.view', { offer: t(`offers.${key}.title`) })}
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
