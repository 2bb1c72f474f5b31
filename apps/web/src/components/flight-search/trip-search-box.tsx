import { CLASS_TYPES } from '@skylark/contract';
import { Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Select, cn, useSchemaForm } from '@/components/ui';
import {
  MAX_LEGS,
  TRIP_TYPES,
  type Leg,
  type TripSearch,
  type TripType,
  emptyLeg,
} from '@/lib/search-params';
import { usePlaceNames } from '@/lib/i18n/place-names';
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

/** The search box of Home and the flight list (docs/product.md#131-the-flight-list): trip type, legs, passengers, class. */
export function TripSearchBox({ initial, onSearch, onClear, className }: TripSearchBoxProps) {
  const { t } = useTranslation('search');
  const { t: tf } = useTranslation('flights');
  const listId = useId();
  const naming = usePlaceNames();
  // the fields carry their first values too, so a prerendered page shows them before the app runs
  const [start] = useState(() => initial ?? emptyTripSearch());
  const form = useSchemaForm<TripSearch>({
    // zod and the schema load with the first check, not with the page (docs/product.md#102-what-the-public-pages-load-first)
    schema: () => import('./trip-search-schema').then((m) => m.tripSearchSchema),
    // a city searched before (from the address) shows as the page's language names it
    defaultValues: {
      ...start,
      legs: start.legs.map((leg) => ({
        ...leg,
        from: naming.searchedCity(leg.from),
        to: naming.searchedCity(leg.to),
      })),
    },
  });
  const { register, control, getValues, formState } = form;
  const legs = useFieldArray({ control, name: 'legs' });
  const trip = useWatch({ control, name: 'trip' });
  const typed = useWatch({ control, name: 'legs' });
  const adults = useWatch({ control, name: 'party.adults' });
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const suggest = () => void airportsOrNone().then(setSuggestions);
  const multi = trip === 'multi';
  // a return's second leg flies the first back, so a trip made from it starts with that leg
  const changeTrip = (type: TripType) => {
    const now = getValues('legs');
    legs.replace(legsFor(type, trip === 'return' ? legsFor('return', now) : now));
  };

  const onValid = async (search: TripSearch) => {
    const airports = await airportsOrNone();
    const cities = search.legs.map((l) => ({
      ...l,
      from: cityQuery(l.from, airports, naming),
      to: cityQuery(l.to, airports, naming),
    }));
    onSearch({ ...search, legs: search.trip === 'return' ? legsFor('return', cities) : cities });
  };

  return (
    <Form
      form={form}
      onValid={onValid}
      role="search"
      aria-label={t('label')}
      className={cn(
        'space-y-4 rounded-2xl border border-navy-100 bg-white p-4 text-navy-900 shadow-card',
        className,
      )}
    >
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={naming.place(name)} />
        ))}
      </datalist>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('tripType')}</legend>
        {TRIP_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-500',
              trip === type ? 'border-navy-900 bg-navy-900 text-white' : 'border-navy-200 text-navy-800',
            )}
          >
            <input
              type="radio"
              value={type}
              className="sr-only"
              defaultChecked={start.trip === type}
              {...register('trip', { onChange: () => changeTrip(type) })}
            />
            {t(`trip.${type}`)}
          </label>
        ))}
      </fieldset>

      <ol className="space-y-3">
        {legs.fields.map((field, index) => {
          if (trip === 'return' && index === 1) return null;
          const n = index + 1;
          return (
            <li key={field.id} className="space-y-2">
              {multi && (
                <div className="flex min-h-8 items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-navy-800">{t('flightN', { n })}</p>
                  {legs.fields.length > 2 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('removeFlight', { n })}
                      title={t('removeFlight', { n })}
                      icon={<X className="size-4" aria-hidden="true" />}
                      onClick={() => legs.remove(index)}
                    />
                  )}
                </div>
              )}
              <div
                className={cn(
                  'grid gap-3 sm:items-start',
                  trip === 'return'
                    ? 'sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem]'
                    : 'sm:grid-cols-[1fr_1fr_11rem]',
                )}
              >
                <Input
                  label={multi ? t('fromN', { n }) : t('from')}
                  placeholder={t('cityPlaceholder')}
                  list={listId}
                  autoComplete="off"
                  onFocus={suggest}
                  defaultValue={field.from}
                  {...register(`legs.${index}.from`)}
                />
                <Input
                  label={multi ? t('toN', { n }) : t('to')}
                  placeholder={t('cityPlaceholder')}
                  list={listId}
                  autoComplete="off"
                  onFocus={suggest}
                  defaultValue={field.to}
                  {...register(`legs.${index}.to`)}
                />
                <Input
                  label={
                    trip === 'return' ? t('depart') : multi ? t('departureDateN', { n }) : t('departureDate')
                  }
                  type="date"
                  defaultValue={field.date}
                  {...register(`legs.${index}.date`)}
                />
                {trip === 'return' && (
                  <Input
                    label={t('returnDate')}
                    type="date"
                    required
                    min={typed[0]?.date || undefined}
                    error={formState.errors.legs?.[1]?.date?.message}
                    defaultValue={legs.fields[1]?.date}
                    {...register('legs.1.date')}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {multi && legs.fields.length < MAX_LEGS && (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => legs.append({ ...emptyLeg(), from: getValues('legs').at(-1)?.to ?? '' })}
        >
          {t('addFlight')}
        </Button>
      )}

      <div className="grid gap-3 lg:grid-cols-[1fr_12rem_auto] lg:items-end">
        <PartyFields
          register={register}
          start={start.party}
          adults={Number.isFinite(adults) ? adults : 0}
          error={formState.errors.party?.message}
        />
        <Select
          label={t('class')}
          placeholder={t('anyClass')}
          options={CLASS_TYPES.map((type) => ({ value: type, label: tf(`classes.${type}`) }))}
          defaultValue={start.classType}
          {...register('classType')}
        />
        <div className="flex gap-2">
          <Button type="submit" icon={<Search className="size-4" aria-hidden="true" />} className="flex-1">
            {t('submit')}
          </Button>
          {onClear && initial && (
            <Button
              variant="outline"
              onClick={() => {
                form.reset(emptyTripSearch());
                onClear();
              }}
              icon={<X className="size-4" aria-hidden="true" />}
            >
              {t('clear')}
            </Button>
          )}
        </div>
      </div>
    </Form>
  );
}
