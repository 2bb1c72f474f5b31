import { MAX_PASSENGERS_PER_BOOKING, emptyPassenger, type BookingFormInput } from '@skylark/contract';
import { UserPlus } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { LapInfantFields } from './lap-infant-fields';
import { PassengerFields } from './passenger-fields';

/** The passengers' and lap infants' field arrays of a booking form. */
export function usePassengerArrays(control: Control<BookingFormInput, unknown, unknown>) {
  return {
    passengers: useFieldArray({ control, name: 'passengers' }),
    infants: useFieldArray({ control, name: 'infants' }),
  };
}
export type PassengerArrays = ReturnType<typeof usePassengerArrays>;

/**
 * Who travels, in a booking form (docs/product.md#142-group-bookings-and-the-seat-map, docs/product.md#1410-passenger-types-and-infants-on-a-lap): each passenger with their seat on
 * the (first) flight, the infants on a lap, and "Add passenger". The one-flight form, the desk's and
 * the trip's checkout share it.
 */
export function PassengerList({
  arrays: { passengers, infants },
  register,
  errors,
  seatOptionsFor,
  seatPlaceholder,
  seatsPending,
}: {
  arrays: PassengerArrays;
  register: UseFormRegister<BookingFormInput>;
  errors: FieldErrors<BookingFormInput>;
  /** the seats passenger `index` may pick: free ones not chosen by another passenger */
  seatOptionsFor: (index: number) => string[];
  seatPlaceholder: string;
  seatsPending: boolean;
}) {
  const { t } = useTranslation('checkout');
  const count = passengers.fields.length;
  return (
    <>
      {passengers.fields.map((field, index) => (
        <PassengerFields
          key={field.id}
          index={index}
          register={register}
          errors={errors.passengers}
          seatOptions={seatOptionsFor(index)}
          seatPlaceholder={seatPlaceholder}
          seatsPending={seatsPending}
          onRemove={count > 1 ? () => passengers.remove(index) : undefined}
        />
      ))}
      <LapInfantFields
        count={infants.fields.length}
        passengers={count}
        register={register}
        errors={errors.infants}
        onAdd={
          infants.fields.length < count
            ? () => infants.append({ name: '', dateOfBirth: '', travellingWithIndex: infants.fields.length })
            : undefined
        }
        onRemove={(index) => infants.remove(index)}
      />
      {count < MAX_PASSENGERS_PER_BOOKING && (
        <Button type="button" variant="secondary" onClick={() => passengers.append(emptyPassenger())}>
          <UserPlus className="size-4" aria-hidden="true" />
          {t('addPassenger')}
        </Button>
      )}
    </>
  );
}
