import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { DESTINATIONS } from '@/features/marketing/data/content';
import { SectionHeading } from './section-heading';

/**
 * Popular destinations with the spec's "from" prices (docs/product.md#1-what-skylark-does-and-for-whom), each a link to the flights
 * to that city.
 */
export function Destinations() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="destinations-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-white py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="destinations-title"
          eyebrow={t('destinations.eyebrow')}
          title={t('destinations.title')}
          lead={t('destinations.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DESTINATIONS.map((d) => (
            <li key={d.city}>
              <Link
                to={`/book-flights?to=${encodeURIComponent(d.city)}`}
                className="group block h-full overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-card transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <div className="aspect-[20/13] overflow-hidden bg-navy-100">
                  <img
                    src={d.image}
                    alt={t(`destinations.${d.key}.alt`)}
                    width={400}
                    height={260}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                {/* the price goes under the city when a narrow card has no room beside it */}
                <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2 p-5">
                  <div>
                    <h3 className="text-lg font-bold text-navy-900">{t(`destinations.${d.key}.city`)}</h3>
                    <p className="mt-0.5 flex items-center gap-1 text-sm text-navy-600">
                      <MapPin className="size-3.5" aria-hidden="true" />
                      {t(`destinations.${d.key}.country`)}
                    </p>
                  </div>
                  <p className="ms-auto text-end text-xs text-navy-600">
                    {t('destinations.from')}
                    <span dir="ltr" className="block whitespace-nowrap text-xl font-bold text-sky-700">
                      {formatMoney(d.price, { wholeWithoutCents: true })}
                    </span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
