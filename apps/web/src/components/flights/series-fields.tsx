import { teamMessages, WEEKDAY_LABELS, WEEKDAYS, seriesCountText } from '@skylark/contract';
import { useId } from 'react';
import { Checkbox, Input } from '@/components/ui';
import type { SeriesValues } from './series-form';

export interface SeriesFieldsProps {
  value: SeriesValues;
  onChange: (patch: Partial<SeriesValues>) => void;
  /** the flights the series makes, when it is valid */
  count: number | null;
  errors: { weekdays?: string; until?: string };
  announced?: string | null;
}

/** Repeat weekly in Add Flight (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk): weekdays and the last day of the series. */
export function SeriesFields({ value, onChange, count, errors, announced }: SeriesFieldsProps) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-xl border border-navy-100 p-3">
      <Checkbox
        label={teamMessages.repeatWeekly}
        checked={value.repeat}
        onChange={(event) => onChange({ repeat: event.target.checked })}
      />
      {value.repeat && (
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-start">
          <fieldset aria-describedby={errors.weekdays ? `${id}-weekdays-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-navy-800">{teamMessages.repeatOn}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={WEEKDAY_LABELS[day - 1]}
                  checked={value.weekdays.includes(day)}
                  aria-invalid={errors.weekdays ? true : undefined}
                  onChange={(event) =>
                    onChange({
                      weekdays: event.target.checked
                        ? [...value.weekdays, day]
                        : value.weekdays.filter((d) => d !== day),
                    })
                  }
                />
              ))}
            </div>
            {errors.weekdays && (
              <p
                id={`${id}-weekdays-error`}
                role={announced === 'weekdays' ? 'alert' : undefined}
                className="mt-1.5 text-xs font-medium text-danger-700"
              >
                {errors.weekdays}
              </p>
            )}
          </fieldset>
          <Input
            label={teamMessages.repeatUntil}
            name="until"
            type="date"
            requiredMark
            value={value.until}
            error={errors.until}
            announceError={announced === 'until'}
            onChange={(event) => onChange({ until: event.target.value })}
          />
          {count !== null && (
            <p className="text-sm text-navy-600 sm:col-span-2" aria-live="polite">
              {seriesCountText(count)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
