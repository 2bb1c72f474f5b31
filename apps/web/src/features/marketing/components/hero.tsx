import { Headphones, ShieldCheck, Tag } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, cn } from '@/components/ui';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { isUserSignedIn, useUserSession } from '@/lib/session';
import { HEADLINE_FIGURES, TRUST_POINTS } from '@/features/marketing/data/content';
// under Vite's inline limit: a data URL in the page, no request and no element per shape
import skyUrl from '@/features/marketing/assets/sky.svg';

const TRUST_ICONS = [Tag, ShieldCheck, Headphones] as const;

const secondaryCall = buttonClasses({
  variant: 'outline',
  size: 'lg',
  className: 'border-white/30 bg-white/5 text-white hover:bg-white/15 active:bg-white/20',
});

/** The two account calls, or for a signed-in traveller flights and My Bookings (docs/product.md#23-visitor-and-customer-screens). */
function HeroCalls() {
  const { t } = useTranslation('marketing');
  const session = useUserSession();
  const sessionKnown = useHydrated();
  const signedIn = sessionKnown && isUserSignedIn(session);
  return (
    <div className={cn('mt-8 flex flex-col gap-3 sm:flex-row', !sessionKnown && 'signed-in:invisible')}>
      <Link
        to={signedIn ? '/book-flights' : '/register'}
        className={buttonClasses({ variant: 'primary', size: 'lg' })}
      >
        {signedIn ? t('hero.findFlights') : t('hero.register')}
      </Link>
      <Link to={signedIn ? '/bookings' : '/login'} className={secondaryCall}>
        {signedIn ? t('hero.myBookings') : t('hero.login')}
      </Link>
    </div>
  );
}

/** Home hero: the promise, the calls, the trust points and the headline figures (docs/product.md#1-what-skylark-does-and-for-whom, docs/product.md#23-visitor-and-customer-screens). */
export function Hero() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-navy-950 bg-cover bg-center text-white"
      style={{ backgroundImage: `url("${skyUrl}")` }}
    >
      <div className="container-page pt-14 pb-12 sm:pt-20 lg:pt-28 lg:pb-16">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-widest text-sky-200 uppercase">
            {t('hero.brand')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans t={t} i18nKey="hero.title" components={{ accent: <span className="text-accent-300" /> }} />
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">{t('hero.lead')}</p>
          <HeroCalls />
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {TRUST_POINTS.map((point, index) => {
              const Icon = TRUST_ICONS[index] ?? Tag;
              return (
                <li key={point} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-400/15 text-sky-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-white">{t(`trust.${point}.title`)}</p>
                    <p className="mt-0.5 text-xs leading-relaxed text-navy-200">{t(`trust.${point}.text`)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-4">
          {HEADLINE_FIGURES.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse bg-navy-950/60 px-4 py-5 text-center backdrop-blur"
            >
              <dt className="text-xs font-medium tracking-wide text-navy-200 uppercase">
                {t(`figures.${figure.label}`)}
              </dt>
              <dd className="mt-1 text-3xl font-bold tracking-tight text-white">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
