import { trackingMessages } from '@skylark/contract';
import { useState, type FormEvent } from 'react';
import { Button, Input } from '@/components/ui';

/**
 * Under a limited tracking result: the lead passenger's last name shows the whole booking
 * (docs/product.md §14).
 */
export function FullBookingForm({
  onSubmit,
  tried,
  busy,
}: {
  onSubmit: (lastName: string) => void;
  /** the last name already tried, which did not match */
  tried: string | null;
  busy: boolean;
}) {
  const [value, setValue] = useState(tried ?? '');
  const notMatched = tried !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <form
      onSubmit={submit}
      aria-label={trackingMessages.showFullBooking}
      className="space-y-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <p className="text-sm text-navy-700">{trackingMessages.limitedNote}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <Input
            label={trackingMessages.lastNameLabel}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="family-name"
            maxLength={100}
            error={notMatched ? trackingMessages.lastNameNotMatched : undefined}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy} className={notMatched ? 'sm:mb-6' : ''}>
          {trackingMessages.showFullBooking}
        </Button>
      </div>
    </form>
  );
}
