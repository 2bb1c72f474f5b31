import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import type { TripSearch } from '@/lib/search-params';
import { partyText } from '@/features/flights/party-text';
import { usePlaceNames } from '@/lib/i18n/place-names';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "Mon, Jul 19" in the language shown; each language's format is built at its first use. */
function dayLabel(day: string, language: string) {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00.000Z`));
}

/**
 * On a phone, the search in one line and a button that unfolds the form and the filters, so that the
 * results start on the first screen (docs/product.md#131-the-flight-list). Wider screens show the form itself.
 */
export function SearchSummary({
  search,
  expanded,
  onToggle,
}: {
  search: TripSearch;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('flights');
  const { searchedCity } = usePlaceNames();
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-2xl border border-navy-100 bg-white p-3 shadow-card sm:hidden"
      data-testid="search-summary"
    >
      <div className="min-w-0 text-sm">
        {search.legs.map((leg, i) => (
          <p key={i} className="truncate font-semibold text-navy-900">
            {leg.date && (
              <span className="font-normal text-navy-600">{dayLabel(leg.date, i18n.language)} · </span>
            )}
            {t('legRoute', {
              from: searchedCity(leg.from) || t('anywhere'),
              to: searchedCity(leg.to) || t('anywhere'),
            })}
          </p>
        ))}
        <p className="text-navy-600">{partyText(t, search.party)}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0 whitespace-nowrap"
        aria-expanded={expanded}
        aria-controls="search-and-filters"
        icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
        onClick={onToggle}
      >
        {expanded ? t('hideSearch') : t('changeSearch')}
      </Button>
    </div>
  );
}
