import { checkInMessages } from '@skylark/contract';
import type { UseFormReturn } from 'react-hook-form';
import { airportTimeHint } from './datetime';
import type { EditFlightForm } from './flight-form-schema';
import { Input } from '@/components/ui';

/** The gate and boarding time an administrator sets on a flight (docs/product.md#146-online-check-in-and-boarding-passes); both optional. */
export function BoardingFields({
  form,
  departureCity,
  announced,
  errors,
}: {
  form: UseFormReturn<EditFlightForm>;
  departureCity: string;
  announced: string | null;
  errors: { gate?: string; boardingDate?: string };
}) {
  const boardingDate = form.watch('boardingDate');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label={checkInMessages.gate}
        autoComplete="off"
        hint="Letters and digits, e.g. B12; empty: not set yet"
        error={errors.gate}
        announceError={announced === 'gate'}
        {...form.register('gate')}
      />
      <Input
        label={`${checkInMessages.boardingTime} time`}
        type="datetime-local"
        hint={boardingDate ? airportTimeHint(departureCity, boardingDate) : 'Empty: not set yet'}
        error={errors.boardingDate}
        announceError={announced === 'boardingDate'}
        {...form.register('boardingDate')}
      />
    </div>
  );
}
