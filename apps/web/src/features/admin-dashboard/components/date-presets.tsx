import { cn } from '@/components/ui';
import { DATE_PRESETS, type DateRange, presetOf, presetRange } from '@/features/admin-dashboard/presets';

/** Today, 7 days, 30 days, This month, This quarter: one press sets both dates (docs/product.md#151-the-dashboard). */
export function DatePresets({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const active = presetOf(range);
  return (
    <div role="group" aria-label="Date presets" className="flex flex-wrap gap-1.5 lg:justify-end">
      {DATE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={active === preset}
          onClick={() => onChange(presetRange(preset))}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500',
            active === preset
              ? 'border-navy-900 bg-navy-900 text-white'
              : 'border-navy-200 bg-white text-navy-700 hover:bg-navy-50',
          )}
        >
          {preset}
        </button>
      ))}
    </div>
  );
}
