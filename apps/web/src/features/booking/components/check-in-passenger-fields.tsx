import { COUNTRY_CODES, countryName, type CheckInBody } from '@skylark/contract';
import { useId, useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Select, type SchemaForm } from '@/components/ui';

export type CheckInForm = SchemaForm<CheckInBody, CheckInBody>;

/** One passenger's details at check-in: the booked name, the date of birth, a passport across a border. */
export function CheckInPassengerFields({
  form,
  index,
  title,
  seat,
  international,
}: {
  form: CheckInForm;
  index: number;
  title: string;
  seat: string;
  international: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const id = useId();
  // each country named in the reader's language, where the browser knows it
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? countryName(code) })).sort(
      (a, b) => a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  const errors = form.formState.errors.passengers?.[index];
  const at = (name: string) => `passengers.${index}.${name}` as FieldPath<CheckInBody>;
  const props = (name: string, error: string | undefined) => ({
    id: `${id}-${name}`,
    requiredMark: true,
    error,
    announceError: form.announced === at(name),
    ...form.register(at(name)),
  });
  return (
    <fieldset className="space-y-4 rounded-lg border border-navy-100 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {title} · {t('checkIn.seatOf', { seat })}
      </legend>
      <p className="text-xs text-navy-600">{t('checkIn.confirmName')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label={t('checkIn.firstName')}
          autoComplete="off"
          {...props('firstName', errors?.firstName?.message)}
        />
        <Input
          label={t('checkIn.lastName')}
          autoComplete="off"
          {...props('lastName', errors?.lastName?.message)}
        />
        <Input
          label={t('checkIn.dateOfBirth')}
          type="date"
          {...props('dateOfBirth', errors?.dateOfBirth?.message)}
        />
      </div>
      {international && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={t('checkIn.passportNumber')}
            autoComplete="off"
            {...props('passport.number', errors?.passport?.number?.message ?? errors?.passport?.message)}
          />
          <Select
            label={t('checkIn.nationality')}
            placeholder={t('checkIn.choose')}
            options={countries}
            {...props('passport.nationality', errors?.passport?.nationality?.message)}
          />
          <Input
            label={t('checkIn.passportExpiry')}
            type="date"
            {...props('passport.expiry', errors?.passport?.expiry?.message)}
          />
        </div>
      )}
    </fieldset>
  );
}
