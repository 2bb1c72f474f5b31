import { AIRPORTS, airportsExcept } from '@skylark/contract';
import { Input, Select } from '@/components/ui';
import { airportTimeHint } from './datetime';

export interface FlightRoute {
  departureCity: string;
  departureDate: string;
  arrivalCity: string;
  arrivalDate: string;
}

export interface RouteFieldsProps {
  value: FlightRoute;
  onChange: (patch: Partial<FlightRoute>) => void;
  /** The date fields' labels end with it: "Departure Date" or "Departure Date & Time". */
  dateLabel: 'Date' | 'Date & Time';
  /** each field's problem, shown under it */
  errors?: Partial<Record<keyof FlightRoute, string>>;
  /** the field whose problem is announced: the form's first */
  announced?: string | null;
}

const ROUTE_KEYS = ['departureCity', 'departureDate', 'arrivalCity', 'arrivalDate'] as const;

/** The route fields' problems out of a form's errors, for `errors`. */
export const routeErrorsOf = (errors: Partial<Record<keyof FlightRoute, { message?: string }>>) =>
  Object.fromEntries(ROUTE_KEYS.map((key) => [key, errors[key]?.message])) as RouteFieldsProps['errors'];

/** A phone cuts a long airport name in its select: the name is repeated in full under it. */
const fullName = (city: string) => (city ? <span className="sm:hidden">{city}</span> : undefined);

const airportOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * The departure and arrival airports (each a full row, so no name is cut) and times of a flight
 * form, for a two-column grid. The arrival list leaves out
 * the departure airport, and choosing the arrival airport as departure empties the arrival.
 */
export function RouteFields({ value, onChange, dateLabel, errors = {}, announced }: RouteFieldsProps) {
  return (
    <>
      <Select
        label="Departure City"
        name="departureCity"
        requiredMark
        error={errors.departureCity}
        announceError={announced === 'departureCity'}
        placeholder="Select departure airport"
        containerClassName="sm:col-span-2"
        hint={fullName(value.departureCity)}
        value={value.departureCity}
        onChange={(e) => {
          const departureCity = e.target.value;
          onChange({
            departureCity,
            arrivalCity: value.arrivalCity === departureCity ? '' : value.arrivalCity,
          });
        }}
        options={airportOptions(AIRPORTS)}
      />
      <Select
        label="Arrival City"
        name="arrivalCity"
        requiredMark
        error={errors.arrivalCity}
        announceError={announced === 'arrivalCity'}
        placeholder="Select arrival airport"
        containerClassName="sm:col-span-2"
        hint={fullName(value.arrivalCity)}
        value={value.arrivalCity}
        onChange={(e) => onChange({ arrivalCity: e.target.value })}
        options={airportOptions(airportsExcept(value.departureCity || undefined))}
      />
      <Input
        label={`Departure ${dateLabel}`}
        name="departureDate"
        type="datetime-local"
        requiredMark
        error={errors.departureDate}
        announceError={announced === 'departureDate'}
        hint={airportTimeHint(value.departureCity, value.departureDate)}
        value={value.departureDate}
        onChange={(e) => onChange({ departureDate: e.target.value })}
      />
      <Input
        label={`Arrival ${dateLabel}`}
        name="arrivalDate"
        type="datetime-local"
        requiredMark
        error={errors.arrivalDate}
        announceError={announced === 'arrivalDate'}
        hint={airportTimeHint(value.arrivalCity, value.arrivalDate)}
        value={value.arrivalDate}
        onChange={(e) => onChange({ arrivalDate: e.target.value })}
      />
    </>
  );
}
