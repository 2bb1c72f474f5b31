import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  FLIGHT_TEXT,
  MAX_SEATS,
  MSG,
  firstCreateFlightError,
  type ClassType,
  type CreateFlightBody,
  type Flight,
} from '@skylark/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import type { CreateFlightMutation } from '@/lib/api/create-flight';
import { Button, Dialog, Input, Select } from '@/components/ui';
import { ClassFields } from './class-fields';
import { fromLocalInput } from './datetime';
import { statusLabel } from './flight-status';
import { FormProblem } from './form-problem';
import { RouteFields } from './route-fields';

type ClassValues = Record<ClassType, { price: string; seats: string }>;

interface FormState {
  flightNumber: string;
  departureCity: string;
  departureDate: string;
  arrivalCity: string;
  arrivalDate: string;
  classes: ClassValues;
  status: (typeof CREATE_FLIGHT_STATUSES)[number];
}

const initialState = (): FormState => ({
  flightNumber: '',
  departureCity: '',
  departureDate: '',
  arrivalCity: '',
  arrivalDate: '',
  // the default seat counts (docs/product.md §9) stand in each seat field; an emptied field takes them too
  classes: Object.fromEntries(
    CLASS_TYPES.map((type) => [type, { price: '', seats: String(MAX_SEATS[type]) }]),
  ) as ClassValues,
  status: 'SCHEDULED',
});

/** The request of the form: a class is offered when its price is filled (docs/product.md §5). */
export function createFlightRequest(form: FormState): CreateFlightBody {
  return {
    flightNumber: form.flightNumber.trim(),
    departure: { city: form.departureCity, date: fromLocalInput(form.departureDate) },
    arrival: { city: form.arrivalCity, date: fromLocalInput(form.arrivalDate) },
    classTypes: CLASS_TYPES.filter((type) => form.classes[type].price.trim() !== '').map((type) => {
      const { price, seats } = form.classes[type];
      return { type, price: Number(price), availableSeats: seats.trim() === '' ? null : Number(seats) };
    }),
    status: form.status,
  };
}

export interface FlightFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (flight: Flight) => void;
  /** The feature's create-flight mutation: the dialog itself calls no API. */
  create: CreateFlightMutation;
}

/**
 * The Create New Flight dialog (docs/product.md §2.4), used by Flight Management and the Dashboard.
 * Checks run in the spec's order with the shared rule function, so the first failing
 * message is the one the server would give.
 */
export function FlightFormDialog({ open, onOpenChange, onCreated, create }: FlightFormDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<FormState>(initialState);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setForm(initialState());
      setProblem(null);
    }
    onOpenChange(next);
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setClass = (type: ClassType, field: 'price' | 'seats', value: string) =>
    setForm((f) => ({ ...f, classes: { ...f.classes, [type]: { ...f.classes[type], [field]: value } } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createFlightRequest(form);
    const first = firstCreateFlightError(body);
    setProblem(first);
    if (first) return;
    create.mutate(body, {
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
  };

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
            name="flightNumber"
            requiredMark
            placeholder="MA123"
            autoComplete="off"
            value={form.flightNumber}
            onChange={(e) => set('flightNumber', e.target.value)}
          />
          <Select
            label="Status"
            name="status"
            value={form.status}
            onChange={(e) => set('status', e.target.value as FormState['status'])}
            options={CREATE_FLIGHT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          />
          <RouteFields
            value={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            dateLabel="Date"
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-navy-900">Classes</legend>
          <p className="text-xs text-navy-500">
            Fill in a price for each class this flight offers; leave the price empty to skip a class.
          </p>
          {CLASS_TYPES.map((type) => (
            <ClassFields
              key={type}
              type={type}
              price={form.classes[type].price}
              seats={form.classes[type].seats}
              onChange={(field, value) => setClass(type, field, value)}
              columns="sm:grid-cols-[10rem_1fr_1fr]"
              seatsLabel="Seats"
              seatsHint={`0 to ${MAX_SEATS[type]}`}
              named
            />
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
