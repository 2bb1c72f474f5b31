import { MAX_PASSENGERS_PER_BOOKING } from '@skylark/contract';
import type { UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui';
import type { Party, TripSearch } from '@/lib/search-params';

const FIELDS = [
  { key: 'adults', label: 'Adults', hint: '12 and over', min: 1 },
  { key: 'children', label: 'Children', hint: '2 to 11', min: 0 },
  { key: 'infants', label: 'Infants', hint: 'Under 2, on a lap', min: 0 },
] as const;

/** Who travels, by type (docs/product.md#1410-passenger-types-and-infants-on-a-lap): up to 9 seated, one lap infant per adult. */
export function PartyFields({
  register,
  start,
  adults,
  error,
}: {
  register: UseFormRegister<TripSearch>;
  /** the first values, shown before the app runs on a prerendered page */
  start: Party;
  /** as typed, the most infants there may be */
  adults: number;
  error?: string;
}) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-sm font-medium text-navy-800">Passengers</legend>
      {FIELDS.map((f) => (
        <Input
          key={f.key}
          label={f.label}
          hint={f.hint}
          type="number"
          inputMode="numeric"
          min={f.min}
          max={f.key === 'infants' ? adults : MAX_PASSENGERS_PER_BOOKING}
          defaultValue={start[f.key]}
          {...register(`party.${f.key}`, { valueAsNumber: true })}
        />
      ))}
      {error && (
        <p role="alert" className="col-span-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
