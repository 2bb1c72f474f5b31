import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  MAX_SEATS,
  MSG,
  teamMessages,
  type Flight,
} from '@skylark/contract';
import { useMemo } from 'react';
import { useToast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/i18n/error-message';
import type { CreateFlightMutation } from '@/lib/api/create-flight';
import type { CreateFlightSeriesMutation } from '@/lib/api/create-flight-series';
import { Form, Input, Select, useSchemaForm } from '@/components/ui';
import { ClassFields } from './class-fields';
import {
  createFlightFormSchema,
  createFlightRequest,
  errorAt,
  type CreateFlightForm,
} from './flight-form-schema';
import { statusLabel } from './flight-status';
import { toLocalInput } from './datetime';
import { RouteFields, routeErrorsOf, type FlightRoute } from './route-fields';
import { SeriesFields } from './series-fields';
import { localWeekday, seriesOutcome, seriesRequest, type SeriesValues } from './series-form';

const initialValues = (): CreateFlightForm => ({
  flightNumber: '',
  departureCity: '',
  departureDate: '',
  arrivalCity: '',
  arrivalDate: '',
  // the default seat counts (docs/product.md#9-constants-and-limits) stand in each seat field; an emptied field takes them too
  classes: Object.fromEntries(
    CLASS_TYPES.map((type) => [type, { price: '', seats: String(MAX_SEATS[type]) }]),
  ) as CreateFlightForm['classes'],
  status: 'SCHEDULED',
  repeat: false,
  weekdays: [],
  until: '',
});

/** Duplicate: Add Flight filled in from an existing flight (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk). */
const valuesOf = (flight: Flight): CreateFlightForm => {
  const values = initialValues();
  for (const c of flight.classTypes)
    values.classes[c.type] = { price: String(c.price), seats: String(c.totalSeats) };
  const status = CREATE_FLIGHT_STATUSES.find((s) => s === flight.status) ?? 'SCHEDULED';
  return {
    ...values,
    flightNumber: flight.flightNumber,
    departureCity: flight.departure.city,
    departureDate: toLocalInput(flight.departure.date, flight.departure.city),
    arrivalCity: flight.arrival.city,
    arrivalDate: toLocalInput(flight.arrival.date, flight.arrival.city),
    status,
  };
};

/** What was created: one flight, or every flight of a series. */
export interface CreatedFlights {
  flightNumber: string;
  ids: string[];
}

export interface CreateFlightFieldsProps {
  formId: string;
  /** The create-flight mutation: the dialog itself calls no API. */
  create: CreateFlightMutation;
  /** Offers Repeat weekly when given. */
  createSeries?: CreateFlightSeriesMutation;
  /** Duplicate: the flight whose values fill the form. */
  source?: Flight | null;
  onCreated?: (created: CreatedFlights) => void;
  onDone: () => void;
}

/**
 * The Create New Flight form (docs/product.md#24-back-office-screens). The contract's create schema checks it, as the
 * server does: each problem is shown at its field and the first, in the rules' order, is announced.
 * The dialog mounts it on each opening, so it starts from its defaults without a reset.
 */
export function CreateFlightFields({
  formId,
  create,
  createSeries,
  source,
  onCreated,
  onDone,
}: CreateFlightFieldsProps) {
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const schema = useMemo(() => createFlightFormSchema(), []);
  const form = useSchemaForm({ schema, defaultValues: source ? valuesOf(source) : initialValues() });
  const { errors } = form.formState;
  const values = form.watch();
  const series = values.repeat
    ? seriesOutcome(seriesRequest(createFlightRequest(values), values.departureDate, values))
    : null;
  const first = form.announced;
  const announcedIn = (prefix: string) =>
    first === `${prefix}.price` ? 'price' : first === `${prefix}.seats` ? 'seats' : null;

  const change = (patch: Partial<FlightRoute> | Partial<SeriesValues>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as keyof FlightRoute, value as string, {
        shouldValidate: form.formState.isSubmitted,
      });
  };
  const changeSeries = (patch: Partial<SeriesValues>) => {
    // ticking Repeat weekly starts with the departure's own weekday
    const weekday = localWeekday(values.departureDate);
    if (patch.repeat && values.weekdays.length === 0 && weekday) change({ ...patch, weekdays: [weekday] });
    else change(patch);
  };

  const failed = (error: unknown, fallback: string) => {
    const message = errorMessage(error, fallback);
    const details =
      error instanceof ApiError && error.code === 'FLIGHT_NUMBER_TAKEN'
        ? error.errors.map((e) => e.message)
        : [];
    form.setSummary([message, ...details].join(' · '));
    toast.error(message);
  };

  // each field shows its problem; the first in the rules' order is announced and focused
  const submit = (checked: CreateFlightForm) => {
    const body = createFlightRequest(checked);
    const done = (ids: string[], message: string) => {
      toast.success(message);
      onCreated?.({ flightNumber: body.flightNumber, ids });
      onDone();
    };
    if (checked.repeat && createSeries)
      createSeries.mutate(seriesRequest(body, checked.departureDate, checked), {
        onSuccess: (result) => done(result.ids, teamMessages.seriesCreated),
        onError: (error) => failed(error, MSG.createFlightFailed),
      });
    else
      create.mutate(body, {
        onSuccess: (flight) => done([flight._id], MSG.flightCreated),
        onError: (error) => failed(error, MSG.createFlightFailed),
      });
  };

  return (
    <Form form={form} onValid={submit} summary id={formId} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Flight Number"
          requiredMark
          placeholder="MA123"
          autoComplete="off"
          error={errors.flightNumber?.message}
          announceError={first === 'flightNumber'}
          {...form.register('flightNumber')}
        />
        <Select
          label="Status"
          options={CREATE_FLIGHT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          {...form.register('status')}
        />
        <RouteFields
          value={values}
          onChange={change}
          announced={first}
          dateLabel="Date"
          errors={routeErrorsOf(errors)}
        />
      </div>

      <fieldset className="space-y-3" aria-describedby={`${formId}-classes`}>
        <legend className="text-sm font-semibold text-navy-900">Classes</legend>
        <p id={`${formId}-classes`} className="text-xs text-navy-500">
          Fill in a price for each class this flight offers; leave the price empty to skip a class.
        </p>
        {errorAt(errors, 'classTypes') && (
          <p
            role={first === 'classTypes' ? 'alert' : undefined}
            className="text-xs font-medium text-danger-700"
          >
            {errorAt(errors, 'classTypes')}
          </p>
        )}
        {CLASS_TYPES.map((type) => (
          <ClassFields
            key={type}
            type={type}
            price={values.classes[type].price}
            seats={values.classes[type].seats}
            onChange={(field, value) =>
              form.setValue(`classes.${type}.${field}`, value, {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            columns="sm:grid-cols-[10rem_1fr_1fr]"
            seatsLabel="Seats"
            seatsHint={`0 to ${MAX_SEATS[type]}`}
            named
            announced={announcedIn(`classes.${type}`)}
            errors={{
              price: errorAt(errors, `classes.${type}.price`),
              seats: errorAt(errors, `classes.${type}.seats`),
            }}
          />
        ))}
      </fieldset>
      {createSeries && (
        <SeriesFields
          value={values}
          onChange={changeSeries}
          count={typeof series === 'number' && series > 0 ? series : null}
          announced={first}
          errors={{ weekdays: errors.weekdays?.message, until: errors.until?.message }}
        />
      )}
    </Form>
  );
}
