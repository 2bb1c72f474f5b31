import {
  type DisruptionCause,
  FLIGHT_STATUSES,
  MAX_SEATS,
  MSG,
  type Flight,
  eu261Covers,
} from '@skylark/contract';
import { useMemo, useState } from 'react';
import { useToast } from '@/lib/toast';
import { Form, Select, useSchemaForm } from '@/components/ui';
import { useErrorMessage } from '@/lib/i18n/error-message';
import type { UpdateFlightMutation } from '@/lib/api/update-flight';
import { BoardingFields } from './boarding-fields';
import { CausePicker } from './cause-picker';
import { ClassFields } from './class-fields';
import { toLocalInput } from './datetime';
import { editFlightFormSchema, editFlightRequest, errorAt, type EditFlightForm } from './flight-form-schema';
import { statusLabel } from './flight-status';
import { RouteFields, routeErrorsOf, type FlightRoute } from './route-fields';

const valuesOf = (flight: Flight): EditFlightForm => ({
  departureCity: flight.departure.city,
  departureDate: toLocalInput(flight.departure.date, flight.departure.city),
  arrivalCity: flight.arrival.city,
  arrivalDate: toLocalInput(flight.arrival.date, flight.arrival.city),
  status: flight.status,
  classes: flight.classTypes.map((c) => ({
    type: c.type,
    price: String(c.price),
    seats: String(c.totalSeats),
  })),
  gate: flight.gate ?? '',
  boardingDate: flight.boardingTime ? toLocalInput(flight.boardingTime, flight.departure.city) : '',
});

export interface EditFlightFieldsProps {
  formId: string;
  flight: Flight;
  /** The update-flight mutation: the dialog itself calls no API. */
  update: UpdateFlightMutation;
  onDone: () => void;
}

/** The Edit Flight form (docs/product.md#24-back-office-screens): cities, times, status, gate, price and seats per class, and a disruption's EU261 cause. */
export function EditFlightFields({ formId, flight, update, onDone }: EditFlightFieldsProps) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const [initial] = useState(() => valuesOf(flight));
  const schema = useMemo(
    () =>
      editFlightFormSchema(initial, {
        departureCity: flight.departure.city,
        arrivalCity: flight.arrival.city,
        departureAt: new Date(flight.departure.date),
        arrivalAt: new Date(flight.arrival.date),
        gate: flight.gate ?? null,
        boardingAt: flight.boardingTime ? new Date(flight.boardingTime) : null,
      }),
    [initial, flight],
  );
  const form = useSchemaForm({ schema, defaultValues: initial });
  const { errors } = form.formState;
  const values = form.watch();
  const first = form.announced;
  const [cause, setCause] = useState<DisruptionCause>('WITHIN_AIRLINE_CONTROL');
  // EU261: a flight leaving an EU airport, its times moved or newly cancelled, records what caused it
  const disrupted =
    eu261Covers(flight.departure.city) &&
    (values.departureDate !== initial.departureDate ||
      values.arrivalDate !== initial.arrivalDate ||
      (values.status === 'CANCELLED' && initial.status !== 'CANCELLED'));
  const announcedIn = (prefix: string) =>
    first === `${prefix}.price` ? 'price' : first === `${prefix}.seats` ? 'seats' : null;

  const change = (patch: Partial<FlightRoute>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as keyof FlightRoute, value, { shouldValidate: form.formState.isSubmitted });
  };

  // each field shows its problem; the first in the rules' order is announced and focused
  const submit = (checked: EditFlightForm) =>
    update.mutate(
      { id: flight._id, body: { ...editFlightRequest(initial, checked), ...(disrupted && { cause }) } },
      {
        onSuccess: () => {
          toast.success(MSG.flightUpdated);
          onDone();
        },
        onError: (error) => {
          const message = errorMessage(error, MSG.updateFlightFailed);
          form.setSummary(message);
          toast.error(message);
        },
      },
    );

  return (
    <Form form={form} onValid={submit} summary id={formId} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <RouteFields
          value={values}
          onChange={change}
          announced={first}
          dateLabel="Date & Time"
          errors={routeErrorsOf(errors)}
        />
        <Select
          label="Status"
          options={FLIGHT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          {...form.register('status')}
        />
      </div>
      {disrupted && <CausePicker name="edit-cause" value={cause} onChange={setCause} />}
      <BoardingFields
        form={form}
        departureCity={values.departureCity}
        announced={first}
        errors={{ gate: errors.gate?.message, boardingDate: errors.boardingDate?.message }}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-navy-900">Classes</legend>
        {errorAt(errors, 'classTypes') && (
          <p
            role={first === 'classTypes' ? 'alert' : undefined}
            className="text-xs font-medium text-danger-700"
          >
            {errorAt(errors, 'classTypes')}
          </p>
        )}
        {values.classes.map((c, i) => (
          <ClassFields
            key={c.type}
            type={c.type}
            price={c.price}
            seats={c.seats}
            onChange={(field, value) =>
              form.setValue(`classes.${i}.${field}`, value, { shouldValidate: form.formState.isSubmitted })
            }
            columns="sm:grid-cols-[9rem_1fr_1fr]"
            seatsLabel="Available Seats"
            seatsHint={`Seats for sale, 0 to ${MAX_SEATS[c.type]}`}
            required
            announced={announcedIn(`classes.${i}`)}
            errors={{
              price: errorAt(errors, `classes.${i}.price`),
              seats: errorAt(errors, `classes.${i}.seats`),
            }}
          />
        ))}
      </fieldset>
    </Form>
  );
}
