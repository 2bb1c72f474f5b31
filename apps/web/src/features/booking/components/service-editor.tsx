import {
  ASSISTANCE_CODES,
  MEAL_CODES,
  WHEELCHAIR_CODES,
  choiceOfCodes,
  codesOfChoice,
  serviceChoiceForm,
  type PassengerServices,
  type ServiceChoice,
  type ServiceCode,
} from '@skylark/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Form, Select, useSchemaForm } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useUpdateServices } from '@/features/booking/api/update-services';

/** "WCHR: Wheelchair for distances…", in the reader's language. */
const codeLabel = (t: TFunction<'booking'>, code: string) =>
  `${code}: ${t(`services.label.${code as ServiceCode}`)}`;

const options = (t: TFunction<'booking'>, codes: readonly string[], none: string) => [
  { value: '', label: none },
  ...codes.map((code) => ({ value: code, label: codeLabel(t, code) })),
];

/** One passenger's services on one flight, as a form: a wheelchair, a meal, other assistance. */
export function ServiceEditor({
  bookingId,
  entry,
  onDone,
}: {
  bookingId: string;
  entry: PassengerServices;
  onDone: () => void;
}) {
  const toast = useToast();
  const { t } = useTranslation('booking');
  const update = useUpdateServices(bookingId);
  const form = useSchemaForm({ schema: serviceChoiceForm, defaultValues: choiceOfCodes(entry.codes) });
  const { register } = form;
  const idBase = `services-${entry.passengerIndex}-${entry.segment}`;
  const save = (choice: ServiceChoice) =>
    update.mutate(
      {
        services: [
          { passengerIndex: entry.passengerIndex, segment: entry.segment, codes: codesOfChoice(choice) },
        ],
      },
      {
        onSuccess: () => {
          toast.success(t('services.updated'));
          onDone();
        },
        onError: (error) => form.showServerError(error, t('services.notSaved')),
      },
    );
  return (
    <Form form={form} onValid={save} summary className="mt-3 space-y-4 rounded-xl bg-sky-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('services.wheelchair')}
          options={options(t, WHEELCHAIR_CODES, t('services.noWheelchair'))}
          {...register('wheelchair')}
        />
        <Select
          label={t('services.meal')}
          options={options(t, MEAL_CODES, t('services.standardMeal'))}
          {...register('meal')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-navy-800">{t('services.otherAssistance')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ASSISTANCE_CODES.map((code) => (
            <Checkbox
              key={code}
              id={`${idBase}-${code}`}
              value={code}
              label={codeLabel(t, code)}
              {...register('assistance')}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('services.save')}
        </Button>
      </div>
    </Form>
  );
}
