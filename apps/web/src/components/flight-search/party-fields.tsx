import { MAX_PASSENGERS_PER_BOOKING } from '@skylark/contract';
import { useTranslation } from 'react-i18next';
import type { UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui';
import type { Party, TripSearch } from '@/lib/search-params';

/** Each passenger type; its label is `party.<key>` and its hint `party.<key>Hint` of the search texts. */
const FIELDS = [
  { key: 'adults', min: 1 },
  { key: 'children', min: 0 },
  { key: 'infants', min: 0 },
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
  const { t } = useTranslation('search');
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-sm font-medium text-navy-800">{t('party.legend')}</legend>
      {FIELDS.map((f) => (
        <Input
          key={f.key}
          label={t(`party.${f.key}`)}
          hint={t(`party.${f.key}Hint`)}
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
