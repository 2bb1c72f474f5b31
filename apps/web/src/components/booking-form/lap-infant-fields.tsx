import { lapInfantScreenMessages, passengerTitle, type BookingFormInput } from '@skylark/contract';
import { Baby, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button, Card, Input, Select } from '@/components/ui';

/** The infants on a lap (docs/product.md#1410-passenger-types-and-infants-on-a-lap): each named, with a date of birth and the passenger holding them. */
export function LapInfantFields({
  count,
  passengers,
  register,
  errors,
  onAdd,
  onRemove,
}: {
  count: number;
  passengers: number;
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>['infants'];
  onAdd?: () => void;
  onRemove: (index: number) => void;
}) {
  if (count === 0 && !onAdd) return null;
  return (
    <Card
      title={lapInfantScreenMessages.title}
      description="Under 2 on the day of departure; no seat, no fare."
    >
      <ol className="space-y-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem_auto] sm:items-end">
            <Input
              label={`Infant ${i + 1} name`}
              requiredMark
              autoComplete="off"
              error={errors?.[i]?.name?.message}
              {...register(`infants.${i}.name`)}
            />
            <Input
              label={`Infant ${i + 1} date of birth`}
              type="date"
              requiredMark
              error={errors?.[i]?.dateOfBirth?.message}
              {...register(`infants.${i}.dateOfBirth`)}
            />
            <Select
              label={lapInfantScreenMessages.travellingWith}
              options={Array.from({ length: passengers }, (_, p) => ({
                value: String(p),
                label: passengerTitle(p + 1),
              }))}
              {...register(`infants.${i}.travellingWithIndex`)}
            />
            <Button
              variant="ghost"
              aria-label={`Remove infant ${i + 1}`}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => onRemove(i)}
            />
          </li>
        ))}
      </ol>
      {onAdd && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={onAdd}
          icon={<Baby className="size-4" aria-hidden="true" />}
        >
          {lapInfantScreenMessages.addInfant}
        </Button>
      )}
    </Card>
  );
}
