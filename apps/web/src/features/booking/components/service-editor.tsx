import {
  ASSISTANCE_CODES,
  MEAL_CODES,
  SERVICE_LABELS,
  WHEELCHAIR_CODES,
  choiceOfCodes,
  codesOfChoice,
  serviceChoiceForm,
  serviceMessages,
  type PassengerServices,
  type ServiceChoice,
} from '@skylark/contract';
import { Button, Checkbox, Form, Select, useSchemaForm } from '@/components/ui';
import { toast } from '@/lib/toast';
import { useUpdateServices } from '@/features/booking/api/update-services';

const options = (codes: readonly string[], none: string) => [
  { value: '', label: none },
  ...codes.map((code) => ({
    value: code,
    label: `${code}: ${SERVICE_LABELS[code as keyof typeof SERVICE_LABELS]}`,
  })),
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
          toast.success(serviceMessages.servicesUpdated);
          onDone();
        },
        onError: (error) => form.showServerError(error, 'Services not saved'),
      },
    );
  return (
    <Form form={form} onValid={save} summary className="mt-3 space-y-4 rounded-xl bg-sky-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Wheelchair"
          options={options(WHEELCHAIR_CODES, 'No wheelchair')}
          {...register('wheelchair')}
        />
        <Select label="Meal" options={options(MEAL_CODES, 'Standard meal')} {...register('meal')} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-navy-800">Other assistance</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {ASSISTANCE_CODES.map((code) => (
            <Checkbox
              key={code}
              id={`${idBase}-${code}`}
              value={code}
              label={`${code}: ${SERVICE_LABELS[code]}`}
              {...register('assistance')}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save services
        </Button>
      </div>
    </Form>
  );
}
