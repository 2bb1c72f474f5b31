import { CLASS_LABELS, CLASS_TYPES, type ClassType } from '@skylark/contract';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Select } from '@/components/ui';
import { loadOnFirstUse } from '@/lib/load-on-first-use';
import type { FlightSearch } from '@/features/flights/api/search-flights';

const MAX_PASSENGERS = 9;

export const emptySearch: FlightSearch = {
  departureCity: '',
  arrivalCity: '',
  departureDate: '',
  classType: '',
  passengers: 1,
};

/**
 * The airports' names (about 290, 4.7 KB gzipped) load when a city field is first focused, not with
 * the page: its first load stays smaller, and the prerendered page has no suggestions to hydrate.
 */
const loadAirports = loadOnFirstUse(() =>
  import('@skylark/contract/airports').then((module) => module.AIRPORTS),
);
/** No names if they could not be downloaded: no suggestions, and the cities searched as typed. */
const airportsOrNone = () => loadAirports().catch((): readonly string[] => []);

/** Typing "Paris, Charles de Gaulle (CDG)" from the list searches "Paris"; free text is searched as typed. */
const cityQuery = (value: string, airports: readonly string[]) => {
  const trimmed = value.trim();
  return airports.includes(trimmed) ? (trimmed.split(',')[0] ?? trimmed) : trimmed;
};

export interface FlightSearchFormProps {
  /** the search in the URL, shown in the fields */
  initial?: FlightSearch | null;
  active: boolean;
  onSearch: (search: FlightSearch) => void;
  onClear: () => void;
}

/** The search form of /book-flights: cities with suggestions from the airports list, date, class, passengers. */
export function FlightSearchForm({ initial, active, onSearch, onClear }: FlightSearchFormProps) {
  const listId = useId();
  const [form, setForm] = useState<FlightSearch>(initial ?? emptySearch);
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const suggest = () => void airportsOrNone().then(setSuggestions);
  const set = <K extends keyof FlightSearch>(key: K, value: FlightSearch[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const airports = form.departureCity || form.arrivalCity ? await airportsOrNone() : [];
    onSearch({
      ...form,
      departureCity: cityQuery(form.departureCity, airports),
      arrivalCity: cityQuery(form.arrivalCity, airports),
      passengers: Math.min(MAX_PASSENGERS, Math.max(1, Math.floor(form.passengers) || 1)),
    });
  };

  return (
    <form
      role="search"
      aria-label="Search flights"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_1fr_11rem_10rem_7rem_auto] lg:items-end"
    >
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Input
        label="From"
        name="departureCity"
        placeholder="City or airport"
        list={listId}
        autoComplete="off"
        value={form.departureCity}
        onFocus={suggest}
        onChange={(e) => set('departureCity', e.target.value)}
      />
      <Input
        label="To"
        name="arrivalCity"
        placeholder="City or airport"
        list={listId}
        autoComplete="off"
        value={form.arrivalCity}
        onFocus={suggest}
        onChange={(e) => set('arrivalCity', e.target.value)}
      />
      <Input
        label="Departure date"
        name="departureDate"
        type="date"
        value={form.departureDate}
        onChange={(e) => set('departureDate', e.target.value)}
      />
      <Select
        label="Class"
        name="classType"
        value={form.classType}
        onChange={(e) => set('classType', e.target.value as ClassType | '')}
        placeholder="Any class"
        options={CLASS_TYPES.map((type) => ({ value: type, label: CLASS_LABELS[type] }))}
      />
      <Input
        label="Passengers"
        name="passengers"
        type="number"
        min={1}
        max={MAX_PASSENGERS}
        value={form.passengers}
        onChange={(e) => set('passengers', Number(e.target.value))}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button
          type="submit"
          icon={<Search className="size-4" aria-hidden="true" />}
          className="flex-1 lg:flex-none"
        >
          Search
        </Button>
        {active && (
          <Button
            variant="outline"
            onClick={() => {
              setForm(emptySearch);
              onClear();
            }}
            icon={<X className="size-4" aria-hidden="true" />}
          >
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
