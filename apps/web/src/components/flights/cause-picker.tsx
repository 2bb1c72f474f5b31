import { DISRUPTION_CAUSE_LABELS, DISRUPTION_CAUSES, type DisruptionCause } from '@skylark/contract';

/** The cause of a cancellation or a delay, for a flight EU261 covers (docs/product.md#1414-eu261-notice-of-rights-and-compensation). */
export function CausePicker({
  name,
  value,
  onChange,
}: {
  /** the radios' name, and the group's test id */
  name: string;
  value: DisruptionCause;
  onChange: (cause: DisruptionCause) => void;
}) {
  return (
    <fieldset className="mt-4 space-y-2 text-sm" data-testid={name}>
      <legend className="mb-1 font-semibold text-navy-900">Cause, for EU Regulation 261/2004</legend>
      {DISRUPTION_CAUSES.map((cause) => (
        <label
          key={cause}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-navy-200 p-2.5 has-[:checked]:border-sky-600 has-[:checked]:bg-sky-50"
        >
          <input
            type="radio"
            name={name}
            value={cause}
            checked={value === cause}
            onChange={() => onChange(cause)}
          />
          <span className="text-navy-800">
            {DISRUPTION_CAUSE_LABELS[cause]}
            <span className="block text-xs text-navy-600">
              {cause === 'WITHIN_AIRLINE_CONTROL'
                ? 'Compensation is owed to each paid traveller'
                : 'Notice of rights only, no compensation'}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
