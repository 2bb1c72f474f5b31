import {
  FLIGHT_STATUSES,
  FLIGHT_TEXT,
  MAX_SEATS,
  MSG,
  firstAirportError,
  firstClassError,
  firstScheduleError,
  type ClassType,
  type Flight,
  type FlightStatus,
  type UpdateFlightBody,
} from '@skylark/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ClassFields } from '@/components/flights/class-fields';
import { fromLocalInput, toLocalInput } from '@/components/flights/datetime';
import { statusLabel } from '@/components/flights/flight-status';
import { FormProblem } from '@/components/flights/form-problem';
import { RouteFields } from '@/components/flights/route-fields';
import { Button, Dialog, Select } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateFlight } from '@/features/admin-flights/api/update-flight';

interface ClassRow {
  type: ClassType;
  price: string;
  seats: string;
}

interface FormState {
  departureCity: string;
  departureDate: string;
  arrivalCity: string;
  arrivalDate: string;
  status: FlightStatus;
  classes: ClassRow[];
}

const stateOf = (flight: Flight): FormState => ({
  departureCity: flight.departure.city,
  departureDate: toLocalInput(flight.departure.date),
  arrivalCity: flight.arrival.city,
  arrivalDate: toLocalInput(flight.arrival.date),
  status: flight.status,
  classes: flight.classTypes.map((c) => ({
    type: c.type,
    price: String(c.price),
    seats: String(c.totalSeats),
  })),
});

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** The changed fields, or the first problem (docs/product.md §5: cities, prices and seats required, numbers). */
function changesOf(initial: FormState, form: FormState): UpdateFlightBody | string {
  if (!form.departureCity || !form.arrivalCity) return 'Please choose both airports';
  if (form.classes.some((c) => !isNumber(c.price) || !isNumber(c.seats)))
    return 'Every class needs a price and a seat count';
  const departure = fromLocalInput(form.departureDate);
  const arrival = fromLocalInput(form.arrivalDate);
  if (!departure) return MSG.departureInFuture;
  if (!arrival || Date.parse(arrival) <= Date.parse(departure)) return MSG.arrivalAfterDeparture;
  const scheduleProblem = firstScheduleError(Date.parse(departure), Date.parse(arrival));
  if (scheduleProblem) return scheduleProblem;
  const classTypes = form.classes.map((c) => ({
    type: c.type,
    price: Number(c.price),
    availableSeats: Number(c.seats),
  }));
  const problem = firstClassError(classTypes) ?? firstAirportError(form.departureCity, form.arrivalCity);
  if (problem) return problem;
  return {
    departure: {
      city: form.departureCity,
      // an unchanged time is not sent, so a departed flight can still be edited
      ...(form.departureDate !== initial.departureDate ? { date: departure } : {}),
    },
    arrival: {
      city: form.arrivalCity,
      ...(form.arrivalDate !== initial.arrivalDate ? { date: arrival } : {}),
    },
    classTypes,
    status: form.status,
  };
}

/** The Edit Flight dialog (docs/product.md §2.4): cities, times, status, price and seats per class. */
export function EditFlightDialog({ flight, onClose }: { flight: Flight; onClose: () => void }) {
  const formId = useId();
  const [initial] = useState(() => stateOf(flight));
  const [form, setForm] = useState<FormState>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateFlight();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setClass = (type: ClassType, field: 'price' | 'seats', value: string) =>
    setForm((f) => ({
      ...f,
      classes: f.classes.map((c) => (c.type === type ? { ...c, [field]: value } : c)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(initial, form);
    if (typeof changes === 'string') {
      setProblem(changes);
      return;
    }
    setProblem(null);
    update.mutate(
      { id: flight._id, body: changes },
      {
        onSuccess: () => {
          toast.success(MSG.flightUpdated);
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, MSG.updateFlightFailed);
          setProblem(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={FLIGHT_TEXT.editFlight}
      description={`Flight ${flight.flightNumber}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {FLIGHT_TEXT.updateFlight}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-5">
        <FormProblem message={problem} />
        <div className="grid gap-4 sm:grid-cols-2">
          <RouteFields
            value={form}
            onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
            dateLabel="Date & Time"
          />
          <Select
            label="Status"
            name="status"
            value={form.status}
            onChange={(e) => set('status', e.target.value as FlightStatus)}
            options={FLIGHT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-navy-900">Classes</legend>
          {form.classes.map((c) => (
            <ClassFields
              key={c.type}
              type={c.type}
              price={c.price}
              seats={c.seats}
              onChange={(field, value) => setClass(c.type, field, value)}
              columns="sm:grid-cols-[9rem_1fr_1fr]"
              seatsLabel="Available Seats"
              seatsHint={`Seats for sale, 0 to ${MAX_SEATS[c.type]}`}
              required
            />
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
