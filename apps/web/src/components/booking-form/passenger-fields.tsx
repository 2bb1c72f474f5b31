import { GENDERS, MEAL_PREFERENCES, localDay, type BookingFormInput } from '@skylark/contract';
import { X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Input, Select } from '@/components/ui';

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
  const { t } = useTranslation('checkout');
  const error = errors?.[index];
  const name = (
    field: 'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'mealPreference' | 'seatNumber',
  ) => `passengers.${index}.${field}` as const;
  const title = index === 0 ? t('passengerInfo') : t('passenger', { n: index + 1 });
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
            aria-label={t('removePassengerN', { n: index + 1 })}
          >
            <X className="size-4" aria-hidden="true" />
            {t('removePassenger')}
          </Button>
        ) : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('firstName')}
          requiredMark
          autoComplete={index === 0 ? 'given-name' : 'off'}
          error={error?.firstName?.message}
          {...register(name('firstName'))}
        />
        <Input
          label={t('lastName')}
          requiredMark
          autoComplete={index === 0 ? 'family-name' : 'off'}
          error={error?.lastName?.message}
          {...register(name('lastName'))}
        />
        <Input
          label={t('dateOfBirth')}
          type="date"
          requiredMark
          error={error?.dateOfBirth?.message}
          max={localDay()}
          {...register(name('dateOfBirth'))}
        />
        <Select
          label={t('gender')}
          requiredMark
          options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          {...register(name('gender'))}
        />
        <Select
          label={t('meal')}
          options={MEAL_PREFERENCES.map((m) => ({ value: m, label: t(`meals.${m}`) }))}
          {...register(name('mealPreference'))}
        />
        <Select
          // a new element once the seats are read, so a kept seat (a draft's) is shown among them
          key={seatsPending ? 'pending' : 'read'}
          label={t('seat')}
          requiredMark
          error={error?.seatNumber?.message}
          disabled={seatsPending}
          placeholder={seatPlaceholder}
          options={seatOptions.map((s) => ({ value: s, label: s }))}
          {...register(name('seatNumber'))}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-navy-800">{t('assistance')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox label={t('wheelchair')} {...register(`passengers.${index}.wheelchair`)} />
          <Checkbox label={t('infant')} {...register(`passengers.${index}.infant`)} />
          <Checkbox label={t('elderly')} {...register(`passengers.${index}.elderly`)} />
        </div>
      </fieldset>
    </Card>
  );
}
