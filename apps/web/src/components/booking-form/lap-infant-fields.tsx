import type { BookingFormInput } from '@skylark/contract';
import { Baby, Trash2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('checkout');
  if (count === 0 && !onAdd) return null;
  return (
    <Card title={t('lapInfants')} description={t('lapInfantsDetail')}>
      <ol className="space-y-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem_auto] sm:items-end">
            <Input
              label={t('infantName', { n: i + 1 })}
              requiredMark
              autoComplete="off"
              error={errors?.[i]?.name?.message}
              {...register(`infants.${i}.name`)}
            />
            <Input
              label={t('infantBirth', { n: i + 1 })}
              type="date"
              requiredMark
              error={errors?.[i]?.dateOfBirth?.message}
              {...register(`infants.${i}.dateOfBirth`)}
            />
            <Select
              label={t('travellingWith')}
              options={Array.from({ length: passengers }, (_, p) => ({
                value: String(p),
                label: t('passenger', { n: p + 1 }),
              }))}
              {...register(`infants.${i}.travellingWithIndex`)}
            />
            <Button
              variant="ghost"
              aria-label={t('removeInfant', { n: i + 1 })}
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
          {t('addInfant')}
        </Button>
      )}
    </Card>
  );
}
