import { CHECK_IN_TEXT, COUNTRY_CODES, countryName } from '@skylark/contract';
import { useId, useMemo } from 'react';
import { Input, Select } from '@/components/ui';

export interface CheckInDraft {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  passportNumber: string;
  nationality: string;
  passportExpiry: string;
}
export type CheckInField = keyof CheckInDraft;

/** One passenger's details at check-in: the booked name, the date of birth, a passport across a border. */
export function CheckInPassengerFields({
  title,
  seat,
  value,
  international,
  errors,
  onChange,
}: {
  title: string;
  seat: string;
  value: CheckInDraft;
  international: boolean;
  errors: Partial<Record<CheckInField, string>>;
  onChange: (field: CheckInField, value: string) => void;
}) {
  const id = useId();
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [],
  );
  const field = (name: CheckInField, label: string, type = 'text', extra: object = {}) => (
    <Input
      id={`${id}-${name}`}
      label={label}
      requiredMark
      type={type}
      value={value[name]}
      error={errors[name]}
      onChange={(e) => onChange(name, e.target.value)}
      {...extra}
    />
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-navy-100 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {title} · {CHECK_IN_TEXT.seat} {seat}
      </legend>
      <p className="text-xs text-navy-600">{CHECK_IN_TEXT.confirmName}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('firstName', 'First name', 'text', { autoComplete: 'off' })}
        {field('lastName', 'Last name', 'text', { autoComplete: 'off' })}
        {field('dateOfBirth', CHECK_IN_TEXT.dateOfBirth, 'date')}
      </div>
      {international && (
        <div className="grid gap-4 sm:grid-cols-3">
          {field('passportNumber', CHECK_IN_TEXT.passportNumber, 'text', { autoComplete: 'off' })}
          <Select
            id={`${id}-nationality`}
            label={CHECK_IN_TEXT.nationality}
            requiredMark
            value={value.nationality}
            placeholder="Choose…"
            options={countries}
            error={errors.nationality}
            onChange={(e) => onChange('nationality', e.target.value)}
          />
          {field('passportExpiry', CHECK_IN_TEXT.passportExpiry, 'date')}
        </div>
      )}
    </fieldset>
  );
}
