import { MAX_PASSENGERS_PER_BOOKING } from '@skylark/contract';
import { Input } from '@/components/ui';
import type { Party } from '@/lib/party';

const FIELDS = [
  { key: 'adults', label: 'Adults', hint: '12 and over', min: 1 },
  { key: 'children', label: 'Children', hint: '2 to 11', min: 0 },
  { key: 'infants', label: 'Infants', hint: 'Under 2, on a lap', min: 0 },
] as const;

/** Who travels, by type (docs/product.md §14.10): up to 9 seated, one lap infant per adult. */
export function PartyFields({
  party,
  onChange,
  error,
}: {
  party: Party;
  onChange: (party: Party) => void;
  error?: string | null;
}) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-sm font-medium text-navy-800">Passengers</legend>
      {FIELDS.map((f) => (
        <Input
          key={f.key}
          label={f.label}
          hint={f.hint}
          name={f.key}
          type="number"
          inputMode="numeric"
          min={f.min}
          max={f.key === 'infants' ? party.adults : MAX_PASSENGERS_PER_BOOKING}
          value={party[f.key]}
          onChange={(e) =>
            onChange({ ...party, [f.key]: Math.max(0, Math.floor(Number(e.target.value)) || 0) })
          }
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
