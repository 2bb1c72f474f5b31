import { DAY_MS, type FareDay, isoDayOf, localDay } from '@skylark/contract';
import { formatMoney } from '@/lib/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { type FareCalendarQuery, useFaresByDay } from '@/features/flights/api/get-fare-calendar';

type Route = Omit<FareCalendarQuery, 'month'>;

const dayAt = (day: string) => new Date(`${day}T00:00:00.000Z`);
const addDays = (day: string, n: number) => isoDayOf(new Date(dayAt(day).getTime() + n * DAY_MS));
const addMonths = (month: string, n: number) => {
  const start = dayAt(`${month}-01`);
  return isoDayOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + n, 1))).slice(0, 7);
};
// built at first use, not as the module loads: the first date format loads the browser's locale data,
// a long task the list page would pay on arrival though it shows no calendar then; one set per language
type DateFormats = {
  stripLabel: Intl.DateTimeFormat;
  monthTitle: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
};
const formats = new Map<string, DateFormats>();
function dateFormats(language: string): DateFormats {
  let found = formats.get(language);
  if (!found) {
    found = {
      stripLabel: new Intl.DateTimeFormat(language, {
        timeZone: 'UTC',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
      monthTitle: new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' }),
    };
    formats.set(language, found);
  }
  return found;
}
/** Monday to Sunday: 2024-01-01 was a Monday. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

interface FareProps {
  route: Route;
  onPick: (day: string) => void;
}

/** A day's "from" figure: the party's total on its cheapest flight, as that flight's card shows it. */
const dayPrice = (fare: FareDay) => fare.lowestTotal ?? fare.lowestPrice;

/** Scrolls a strip sideways only (never the page) so that `item` sits in its middle. */
export function centerInStrip(strip: HTMLElement, item: HTMLElement) {
  const at = item.getBoundingClientRect();
  const left =
    strip.scrollLeft + at.left - strip.getBoundingClientRect().left - (strip.clientWidth - at.width) / 2;
  strip.scrollTo?.({ left: Math.max(0, left), behavior: 'instant' });
}

/** The party's lowest total of the three days either side of the chosen one (docs/product.md#131-the-flight-list). */
export function FareStrip({ route, date, onPick }: FareProps & { date: string }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(date, i - 3));
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const { fares, isPending } = useFaresByDay(route, months);
  const today = localDay();
  const { t, i18n } = useTranslation('flights');
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    // a phone shows two or three days of the seven: the chosen one is brought to the middle
    const nav = strip.current;
    const chosen = nav?.querySelector<HTMLElement>('[aria-current="date"]');
    if (nav && chosen) centerInStrip(nav, chosen);
  }, [date]);
  return (
    <nav ref={strip} aria-label={t('calendar.around')} className="overflow-x-auto">
      <ul className="flex min-w-max gap-2">
        {days.map((day) => {
          const fare = fares.get(day);
          const chosen = day === date;
          return (
            <li key={day}>
              <button
                type="button"
                aria-current={chosen ? 'date' : undefined}
                disabled={day < today}
                onClick={() => onPick(day)}
                className={cn(
                  'flex w-28 flex-col items-center rounded-xl border px-2 py-2 text-sm transition disabled:cursor-not-allowed disabled:opacity-50',
                  chosen
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-navy-200 bg-white hover:border-sky-400',
                )}
              >
                <span className="font-medium">
                  {dateFormats(i18n.language).stripLabel.format(dayAt(day))}
                </span>
                <span className={cn('text-xs', !chosen && 'text-navy-600')}>
                  {isPending
                    ? t('loadingOne')
                    : fare
                      ? t('calendar.fromPrice', { price: formatMoney(dayPrice(fare)) })
                      : t('calendar.noFlights')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A month cell's figure: the cents are read out everywhere but shown from 640 px, where they fit. */
function DayFigure({ dollars }: { dollars: number }) {
  return (
    <>
      <span className="sm:hidden" aria-hidden="true">
        {formatMoney(Math.trunc(dollars), { wholeWithoutCents: true })}
      </span>
      <span className="sr-only sm:not-sr-only">{formatMoney(dollars)}</span>
    </>
  );
}

/** A month of the party's lowest totals per day, one tap from searching that day (docs/product.md#131-the-flight-list). */
export function FareMonth({ route, date, onPick }: FareProps & { date: string | undefined }) {
  const [month, setMonth] = useState((date ?? localDay()).slice(0, 7));
  const { fares, isPending, isError } = useFaresByDay(route, [month]);
  const first = dayAt(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const today = localDay();
  const { t, i18n } = useTranslation('flights');
  const title = dateFormats(i18n.language).monthTitle.format(first);
  return (
    <details className="rounded-2xl border border-navy-100 bg-white p-4" open={date === undefined}>
      <summary className="cursor-pointer font-semibold text-navy-900">{t('calendar.title')}</summary>
      <div className="mt-3 flex items-center justify-between">
        <button
          type="button"
          aria-label={t('calendar.previous')}
          disabled={month <= today.slice(0, 7)}
          onClick={() => setMonth(addMonths(month, -1))}
          className="rounded-lg p-2 hover:bg-navy-50 disabled:opacity-40"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <p className="font-medium text-navy-900" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          aria-label={t('calendar.next')}
          onClick={() => setMonth(addMonths(month, 1))}
          className="rounded-lg p-2 hover:bg-navy-50"
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      {isError && <p className="text-sm text-red-700">{t('calendar.failed')}</p>}
      <table className="mt-2 w-full table-fixed text-center text-xs">
        <caption className="sr-only">{t('calendar.caption', { month: title })}</caption>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day.getUTCDay()} scope="col" className="pb-1 font-medium text-navy-600">
                {dateFormats(i18n.language).weekday.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const fare = fares.get(day);
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      disabled={!fare || day < today}
                      aria-current={day === date ? 'date' : undefined}
                      aria-label={t('calendar.dayLabel', {
                        day,
                        fare: fare
                          ? t('calendar.fromPrice', { price: formatMoney(dayPrice(fare)) })
                          : t('calendar.dayNoFlights'),
                      })}
                      onClick={() => onPick(day)}
                      className={cn(
                        'flex h-12 w-full flex-col items-center justify-center rounded-lg border disabled:border-transparent disabled:text-navy-400',
                        day === date
                          ? 'border-navy-900 bg-navy-900 text-white'
                          : 'border-navy-100 hover:border-sky-400',
                      )}
                    >
                      <span className="font-medium">{Number(day.slice(8))}</span>
                      <span className="truncate">
                        {isPending ? '…' : fare ? <DayFigure dollars={dayPrice(fare)} /> : '—'}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The strip for a search with a day, and the month, for a search with both cities. */
export function FareDays({ route, date, onPick }: FareProps & { date: string | undefined }) {
  const { t } = useTranslation('flights');
  return (
    <section aria-label={t('calendar.byDay')} className="space-y-3">
      {date && <FareStrip route={route} date={date} onPick={onPick} />}
      <FareMonth key={`${route.from}|${route.to}`} route={route} date={date} onPick={onPick} />
    </section>
  );
}
