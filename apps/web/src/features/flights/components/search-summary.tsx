import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui';
import { partyWords } from '@/lib/party';
import type { TripSearch } from '@/lib/search-params';

let dayFormat: Intl.DateTimeFormat | undefined;
const dayLabel = (day: string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })).format(new Date(`${day}T00:00:00.000Z`));

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
  return (
    <div
      className="flex items-center justify-between gap-3 rounded-2xl border border-navy-100 bg-white p-3 shadow-card sm:hidden"
      data-testid="search-summary"
    >
      <div className="min-w-0 text-sm">
        {search.legs.map((leg, i) => (
          <p key={i} className="truncate font-semibold text-navy-900">
            {leg.date && <span className="font-normal text-navy-600">{dayLabel(leg.date)} · </span>}
            {leg.from || 'Anywhere'} → {leg.to || 'Anywhere'}
          </p>
        ))}
        <p className="text-navy-600">{partyWords(search.party)}</p>
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
        {expanded ? 'Hide search' : 'Change search'}
      </Button>
    </div>
  );
}
