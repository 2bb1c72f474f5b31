import {
  bookingScreenMessages,
  GENDERS,
  MEAL_PREFERENCES,
  localDay,
  passengerTitle,
  type BookingFormInput,
} from '@skylark/contract';
import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button, Card, Checkbox, Input, Select } from '@/components/ui';

const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

interface PassengerFieldsProps {
  index: number;
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>['passengers'];
  /** the seats this passenger may pick: free ones not chosen by another passenger */
  seatOptions: string[];
  seatPlaceholder: string;
  seatsPending: boolean;
  onRemove?: () => void;
}

/** One passenger of the booking form: who they are, their meal, assistance and seat (docs/product.md#142-group-bookings-and-the-seat-map). */
export function PassengerFields({
  index,
  register,
  errors,
  seatOptions,
  seatPlaceholder,
  seatsPending,
  onRemove,
}: PassengerFieldsProps) {
  const error = errors?.[index];
  const name = (
    field: 'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'mealPreference' | 'seatNumber',
  ) => `passengers.${index}.${field}` as const;
  const title = index === 0 ? 'Passenger Information' : passengerTitle(index + 1);
  return (
    <Card
      title={title}
      actions={
        onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`${bookingScreenMessages.removePassenger} ${index + 1}`}
          >
            <X className="size-4" aria-hidden="true" />
            {bookingScreenMessages.removePassenger}
          </Button>
        ) : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="First Name"
          requiredMark
          autoComplete={index === 0 ? 'given-name' : 'off'}
          error={error?.firstName?.message}
          {...register(name('firstName'))}
        />
        <Input
          label="Last Name"
          requiredMark
          autoComplete={index === 0 ? 'family-name' : 'off'}
          error={error?.lastName?.message}
          {...register(name('lastName'))}
        />
        <Input
          label="Date of Birth"
          type="date"
          requiredMark
          error={error?.dateOfBirth?.message}
          max={localDay()}
          {...register(name('dateOfBirth'))}
        />
        <Select
          label="Gender"
          requiredMark
          options={GENDERS.map((g) => ({ value: g, label: titleCase(g) }))}
          {...register(name('gender'))}
        />
        <Select
          label="Meal Preference"
          options={MEAL_PREFERENCES.map((m) => ({ value: m, label: titleCase(m) }))}
          {...register(name('mealPreference'))}
        />
        <Select
          // a new element once the seats are read, so a kept seat (a draft's) is shown among them
          key={seatsPending ? 'pending' : 'read'}
          label="Seat"
          requiredMark
          error={error?.seatNumber?.message}
          disabled={seatsPending}
          placeholder={seatPlaceholder}
          options={seatOptions.map((s) => ({ value: s, label: s }))}
          {...register(name('seatNumber'))}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-navy-800">Special Assistance</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox label="Wheelchair" {...register(`passengers.${index}.wheelchair`)} />
          <Checkbox label="Infant" {...register(`passengers.${index}.infant`)} />
          <Checkbox label="Elderly" {...register(`passengers.${index}.elderly`)} />
        </div>
      </fieldset>
    </Card>
  );
}
