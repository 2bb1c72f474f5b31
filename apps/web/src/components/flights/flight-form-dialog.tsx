import {
  AIRPORTS,
  CLASS_LABELS,
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  FLIGHT_TEXT,
  MAX_SEATS,
  MSG,
  airportsExcept,
  firstCreateFlightError,
  type ClassType,
  type CreateFlightBody,
  type Flight,
} from '@skylark/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { api, errorMessage } from '../../lib/api-client';
import { Button, Dialog, Input, Select } from '../ui';
import { fromLocalInput } from './datetime';
import { statusLabel } from './flight-status';

type ClassFields = Record<ClassType, { price: string; seats: string }>;

interface FormState {
  flightNumber: string;
  departureCity: string;
  departureDate: string;
  arrivalCity: string;
  arrivalDate: string;
  classes: ClassFields;
  status: (typeof CREATE_FLIGHT_STATUSES)[number];
}

const initialState = (): FormState => ({
  flightNumber: '',
  departureCity: '',
  departureDate: '',
  arrivalCity: '',
  arrivalDate: '',
  // the default seat counts (spec §9) stand in each seat field; an emptied field takes them too
  classes: Object.fromEntries(
    CLASS_TYPES.map((type) => [type, { price: '', seats: String(MAX_SEATS[type]) }]),
  ) as ClassFields,
  status: 'SCHEDULED',
});

/** The request of the form: a class is offered when its price is filled (spec §5). */
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

/** POST /admin/flights */
export async function createFlight(body: CreateFlightBody): Promise<Flight> {
  return (await api<Flight>('POST', '/admin/flights', { body })).data;
}

const airportOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export interface FlightFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (flight: Flight) => void;
}

/**
 * The Create New Flight dialog (spec §2.4), used by Flight Management and the Dashboard.
 * Checks run in the spec's order with the shared rule function, so the first failing
 * message is the one the server would give.
 */
export function FlightFormDialog({ open, onOpenChange, onCreated }: FlightFormDialogProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormState>(initialState);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createFlight,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'flights'] }),
        queryClient.invalidateQueries({ queryKey: ['flights'] }),
      ]),
  });

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
        {problem && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {problem}
          </p>
        )}
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
          <Select
            label="Departure City"
            name="departureCity"
            requiredMark
            placeholder="Select departure airport"
            value={form.departureCity}
            onChange={(e) => {
              const departureCity = e.target.value;
              setForm((f) => ({
                ...f,
                departureCity,
                arrivalCity: f.arrivalCity === departureCity ? '' : f.arrivalCity,
              }));
            }}
            options={airportOptions(AIRPORTS)}
          />
          <Input
            label="Departure Date"
            name="departureDate"
            type="datetime-local"
            requiredMark
            value={form.departureDate}
            onChange={(e) => set('departureDate', e.target.value)}
          />
          <Select
            label="Arrival City"
            name="arrivalCity"
            requiredMark
            placeholder="Select arrival airport"
            value={form.arrivalCity}
            onChange={(e) => set('arrivalCity', e.target.value)}
            options={airportOptions(airportsExcept(form.departureCity || undefined))}
          />
          <Input
            label="Arrival Date"
            name="arrivalDate"
            type="datetime-local"
            requiredMark
            value={form.arrivalDate}
            onChange={(e) => set('arrivalDate', e.target.value)}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-navy-900">Classes</legend>
          <p className="text-xs text-navy-500">
            Fill in a price for each class this flight offers; leave the price empty to skip a class.
          </p>
          {CLASS_TYPES.map((type) => (
            <div
              key={type}
              className="grid grid-cols-2 gap-3 rounded-xl border border-navy-100 p-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-end"
            >
              <p className="col-span-2 text-sm font-medium text-navy-800 sm:col-span-1 sm:pb-3">
                {CLASS_LABELS[type]}
              </p>
              <Input
                label={`${CLASS_LABELS[type]} Price ($)`}
                name={`${type.toLowerCase()}Price`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={form.classes[type].price}
                onChange={(e) => setClass(type, 'price', e.target.value)}
              />
              <Input
                label={`${CLASS_LABELS[type]} Seats`}
                name={`${type.toLowerCase()}Seats`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_SEATS[type]}
                hint={`0 to ${MAX_SEATS[type]}`}
                value={form.classes[type].seats}
                onChange={(e) => setClass(type, 'seats', e.target.value)}
              />
            </div>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
