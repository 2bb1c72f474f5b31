import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  FLIGHT_TEXT,
  MAX_SEATS,
  MSG,
  type Flight,
} from '@skylark/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import type { CreateFlightMutation } from '@/lib/api/create-flight';
import { Button, Dialog, Input, Select } from '@/components/ui';
import { ClassFields } from './class-fields';
import {
  createFlightFormSchema,
  createFlightRequest,
  errorAt,
  firstProblemPath,
  type CreateFlightForm,
} from './flight-form-schema';
import { statusLabel } from './flight-status';
import { FormProblem } from './form-problem';
import { RouteFields, type FlightRoute } from './route-fields';

const initialValues = (): CreateFlightForm => ({
  flightNumber: '',
  departureCity: '',
  departureDate: '',
  arrivalCity: '',
  arrivalDate: '',
  // the default seat counts (docs/product.md §9) stand in each seat field; an emptied field takes them too
  classes: Object.fromEntries(
    CLASS_TYPES.map((type) => [type, { price: '', seats: String(MAX_SEATS[type]) }]),
  ) as CreateFlightForm['classes'],
  status: 'SCHEDULED',
});

export interface FlightFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (flight: Flight) => void;
  /** The feature's create-flight mutation: the dialog itself calls no API. */
  create: CreateFlightMutation;
}

/**
 * The Create New Flight dialog (docs/product.md §2.4), used by Flight Management and the Dashboard.
 * The contract's create schema checks it, as the server does: each problem is shown at its
 * field and the first, in the rules' order, is announced.
 */
export function FlightFormDialog({ open, onOpenChange, onCreated, create }: FlightFormDialogProps) {
  const formId = useId();
  const schema = useMemo(() => createFlightFormSchema(), []);
  const form = useForm<CreateFlightForm>({ resolver: zodResolver(schema), defaultValues: initialValues() });
  const { errors } = form.formState;
  const values = form.watch();
  /** a refusal by the server */
  const [problem, setProblem] = useState<string | null>(null);
  const [first, setFirst] = useState<string | null>(null);
  const announcedIn = (prefix: string) =>
    first === `${prefix}.price` ? 'price' : first === `${prefix}.seats` ? 'seats' : null;

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      form.reset(initialValues());
      setProblem(null);
      setFirst(null);
    }
    onOpenChange(next);
  };

  const change = (patch: Partial<CreateFlightForm> | Partial<FlightRoute>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as keyof FlightRoute, value as string, {
        shouldValidate: form.formState.isSubmitted,
      });
  };

  const submit = form.handleSubmit(
    (checked) => {
      setProblem(null);
      setFirst(null);
      create.mutate(createFlightRequest(checked), {
        onSuccess: (flight) => {
          toast.success(MSG.flightCreated);
          onCreated?.(flight);
          close(false);
        },
        onError: (error) => {
          const message = errorMessage(error, MSG.createFlightFailed);
          setProblem(message);
          toast.error(message);
        },
      });
    },
    // each field shows its problem; the first in the rules' order is announced
    () => setFirst(firstProblemPath(schema, form.getValues())),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={FLIGHT_TEXT.createNewFlight}
      description="Schedule a flight: route, times, classes with prices and seats for sale."
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create Flight
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <FormProblem message={problem} />
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
            errors={{
              departureCity: errors.departureCity?.message,
              departureDate: errors.departureDate?.message,
              arrivalCity: errors.arrivalCity?.message,
              arrivalDate: errors.arrivalDate?.message,
            }}
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
      </form>
    </Dialog>
  );
}
