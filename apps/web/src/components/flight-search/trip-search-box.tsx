import { CLASS_LABELS, CLASS_TYPES, searchMessages, type ClassType } from '@skylark/contract';
import { Plus, Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Select, cn } from '@/components/ui';
import { partyProblem } from '@/lib/party';
import {
  MAX_LEGS,
  TRIP_LABELS,
  TRIP_TYPES,
  type Leg,
  type TripSearch,
  type TripType,
  emptyLeg,
} from '@/lib/search-params';
import { airportsOrNone, cityQuery } from './airport-suggestions';
import { PartyFields } from './party-fields';

export const emptyTripSearch = (): TripSearch => ({
  trip: 'oneway',
  legs: [emptyLeg()],
  party: { adults: 1, children: 0, infants: 0 },
  classType: '',
  filters: { times: [] },
});

/** The legs a trip type holds: a return flies the first leg back; a multi-city trip 2 to 4 legs. */
function legsFor(trip: TripType, legs: Leg[]): Leg[] {
  const first = legs[0] ?? emptyLeg();
  if (trip === 'oneway') return [first];
  if (trip === 'return') return [first, { from: first.to, to: first.from, date: legs[1]?.date ?? '' }];
  return legs.length >= 2 ? legs : [first, legs[1] ?? emptyLeg()];
}

export interface TripSearchBoxProps {
  initial?: TripSearch | null;
  onSearch: (search: TripSearch) => void;
  onClear?: () => void;
  className?: string;
}

/** The search box of Home and the flight list (docs/product.md §13.1): trip type, legs, passengers, class. */
export function TripSearchBox({ initial, onSearch, onClear, className }: TripSearchBoxProps) {
  const listId = useId();
  const [form, setForm] = useState<TripSearch>(initial ?? emptyTripSearch());
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [returnProblem, setReturnProblem] = useState<string | null>(null);
  const suggest = () => void airportsOrNone().then(setSuggestions);
  const setLeg = (index: number, leg: Partial<Leg>) =>
    setForm((f) => {
      const legs = f.legs.map((l, i) => (i === index ? { ...l, ...leg } : l));
      return { ...f, legs: f.trip === 'return' ? legsFor('return', legs) : legs };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = partyProblem(form.party);
    setProblem(wrong);
    const noReturn = form.trip === 'return' && !form.legs[1]?.date ? searchMessages.returnDateRequired : null;
    setReturnProblem(noReturn);
    if (wrong || noReturn) return;
    const airports = await airportsOrNone();
    const legs = form.legs.map((l) => ({
      ...l,
      from: cityQuery(l.from, airports),
      to: cityQuery(l.to, airports),
    }));
    onSearch({ ...form, legs: form.trip === 'return' ? legsFor('return', legs) : legs });
  };

  return (
    <form
      role="search"
      noValidate
      aria-label="Search flights"
      onSubmit={(e) => void submit(e)}
      className={cn(
        'space-y-4 rounded-2xl border border-navy-100 bg-white p-4 text-navy-900 shadow-card',
        className,
      )}
    >
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Trip type</legend>
        {TRIP_TYPES.map((trip) => (
          <label
            key={trip}
            className={cn(
              'cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-500',
              form.trip === trip ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 text-navy-800',
            )}
          >
            <input
              type="radio"
              name="trip"
              value={trip}
              className="sr-only"
              checked={form.trip === trip}
              onChange={() => setForm((f) => ({ ...f, trip, legs: legsFor(trip, f.legs) }))}
            />
            {TRIP_LABELS[trip]}
          </label>
        ))}
      </fieldset>

      <ol className="space-y-3">
        {form.legs.map((leg, index) => {
          const mirrored = form.trip === 'return' && index === 1;
          if (mirrored) return null;
          const multi = form.trip === 'multi';
          const n = multi ? ` (flight ${index + 1})` : '';
          const removable = multi && form.legs.length > 2;
          return (
            <li key={index} className="space-y-2">
              {multi && (
                <div className="flex min-h-8 items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-navy-800">Flight {index + 1}</p>
                  {removable && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove flight ${index + 1}`}
                      title={`Remove flight ${index + 1}`}
                      icon={<X className="size-4" aria-hidden="true" />}
                      onClick={() => setForm((f) => ({ ...f, legs: f.legs.filter((_, i) => i !== index) }))}
                    />
                  )}
                </div>
              )}
              <div
                className={cn(
                  'grid gap-3 sm:items-start',
                  form.trip === 'return'
                    ? 'sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem]'
                    : 'sm:grid-cols-[1fr_1fr_11rem]',
                )}
              >
                <Input
                  label={`From${n}`}
                  placeholder="City or airport"
                  list={listId}
                  autoComplete="off"
                  value={leg.from}
                  onFocus={suggest}
                  onChange={(e) => setLeg(index, { from: e.target.value })}
                />
                <Input
                  label={`To${n}`}
                  placeholder="City or airport"
                  list={listId}
                  autoComplete="off"
                  value={leg.to}
                  onFocus={suggest}
                  onChange={(e) => setLeg(index, { to: e.target.value })}
                />
                <Input
                  label={form.trip === 'return' ? 'Depart' : `Departure date${n}`}
                  type="date"
                  value={leg.date}
                  onChange={(e) => setLeg(index, { date: e.target.value })}
                />
                {form.trip === 'return' && (
                  <Input
                    label="Return"
                    type="date"
                    required
                    min={leg.date || undefined}
                    value={form.legs[1]?.date ?? ''}
                    error={returnProblem ?? undefined}
                    onChange={(e) => {
                      setReturnProblem(null);
                      setLeg(1, { date: e.target.value });
                    }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {form.trip === 'multi' && form.legs.length < MAX_LEGS && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() =>
            setForm((f) => ({ ...f, legs: [...f.legs, { ...emptyLeg(), from: f.legs.at(-1)?.to ?? '' }] }))
          }
        >
          Add flight
        </Button>
      )}

      <div className="grid gap-3 lg:grid-cols-[1fr_12rem_auto] lg:items-end">
        <PartyFields
          party={form.party}
          onChange={(party) => setForm((f) => ({ ...f, party }))}
          error={problem}
        />
        <Select
          label="Class"
          name="classType"
          value={form.classType}
          onChange={(e) => setForm((f) => ({ ...f, classType: e.target.value as ClassType | '' }))}
          placeholder="Any class"
          options={CLASS_TYPES.map((type) => ({ value: type, label: CLASS_LABELS[type] }))}
        />
        <div className="flex gap-2">
          <Button type="submit" icon={<Search className="size-4" aria-hidden="true" />} className="flex-1">
            Search
          </Button>
          {onClear && initial && (
            <Button
              variant="outline"
              onClick={() => {
                setForm(emptyTripSearch());
                onClear();
              }}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              Clear
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
