import { DEPARTURE_TIME_KEYS, DEPARTURE_TIME_LABELS, type DepartureTime } from '@skylark/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, Select } from '@/components/ui';
import type { SearchFilters } from '@/lib/search-params';

const DURATIONS = [2, 4, 6, 8, 12, 24];
const numberOrNone = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text));

/** Price range, departure time of day and longest duration of a search (docs/product.md §13.1). */
export function SearchFiltersForm({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const [minPrice, setMinPrice] = useState(filters.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice?.toString() ?? '');
  const [maxDuration, setMaxDuration] = useState(filters.maxDuration?.toString() ?? '');
  const [times, setTimes] = useState<DepartureTime[]>(filters.times);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      minPrice: numberOrNone(minPrice),
      maxPrice: numberOrNone(maxPrice),
      maxDuration: maxDuration ? Number(maxDuration) : undefined,
      times,
    });
  };
  return (
    <form
      aria-label="Filters"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-card md:grid-cols-[1fr_1fr_12rem] md:items-end"
    >
      <div className="grid grid-cols-2 gap-2">
        <Input
          label="Min price ($)"
          name="minPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={minPrice}
          onChange={(e) => setMinPrice(e.target.value)}
        />
        <Input
          label="Max price ($)"
          name="maxPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={maxPrice}
          onChange={(e) => setMaxPrice(e.target.value)}
        />
      </div>
      <Select
        label="Longest flight"
        name="maxDuration"
        value={maxDuration}
        onChange={(e) => setMaxDuration(e.target.value)}
        placeholder="Any duration"
        options={DURATIONS.map((h) => ({ value: String(h), label: `Up to ${h} hours` }))}
      />
      <fieldset className="md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-navy-800">Departure time (at the airport)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {DEPARTURE_TIME_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={DEPARTURE_TIME_LABELS[key]}
              checked={times.includes(key)}
              onChange={(e) => setTimes((t) => (e.target.checked ? [...t, key] : t.filter((k) => k !== key)))}
            />
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
      >
        Apply filters
      </Button>
    </form>
  );
}
