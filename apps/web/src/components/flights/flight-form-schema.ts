import {
  CLASS_TYPES,
  CREATE_FLIGHT_STATUSES,
  FLIGHT_STATUSES,
  MSG,
  createFlightSchema,
  updateFlightSchema,
  type ClassType,
  type CreateFlightBody,
  type CurrentFlight,
  type UpdateFlightBody,
} from '@skylark/contract';
import { get, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { fromLocalInput } from './datetime';
import { seriesOutcome, seriesRequest } from './series-form';

/**
 * The two flight dialogs validate with the contract's flight schemas: their values become the
 * request, the request is checked, and each problem is put back at the form field it concerns.
 */
type Path = PropertyKey[];

/** A request path (departure.date, classTypes.2.price) → the form field holding it. */
function formPath(path: Path, classKey: (index: number) => string | number | undefined): Path {
  const [head, second, third] = path;
  if ((head === 'departure' || head === 'arrival') && (second === 'city' || second === 'date'))
    return [`${head}${second === 'city' ? 'City' : 'Date'}`];
  if (head === 'classTypes' && typeof second === 'number') {
    const key = classKey(second);
    if (key !== undefined) return ['classes', key, third === 'availableSeats' ? 'seats' : 'price'];
  }
  if (head === 'boardingTime') return ['boardingDate'];
  return path;
}

function addIssues(
  ctx: z.RefinementCtx,
  result: { success: boolean; error?: z.ZodError },
  classKey: (index: number) => string | number | undefined,
) {
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: formPath(issue.path, classKey), message: issue.message });
}

const classValues = z.object({ price: z.string(), seats: z.string() });
const routeValues = {
  departureCity: z.string(),
  departureDate: z.string(),
  arrivalCity: z.string(),
  arrivalDate: z.string(),
};

export const createFlightFormValues = z.object({
  flightNumber: z.string(),
  ...routeValues,
  classes: z.record(z.enum(CLASS_TYPES), classValues),
  status: z.enum(CREATE_FLIGHT_STATUSES),
  // Repeat weekly (docs/product.md#132-flight-numbers-weekly-series-and-the-flight-desk)
  repeat: z.boolean(),
  weekdays: z.array(z.number()),
  until: z.string(),
});
export type CreateFlightForm = z.infer<typeof createFlightFormValues>;

/** The request of the Create New Flight form: a class is offered when its price is filled. */
export function createFlightRequest(form: CreateFlightForm): CreateFlightBody {
  return {
    flightNumber: form.flightNumber.trim(),
    departure: { city: form.departureCity, date: fromLocalInput(form.departureDate, form.departureCity) },
    arrival: { city: form.arrivalCity, date: fromLocalInput(form.arrivalDate, form.arrivalCity) },
    classTypes: CLASS_TYPES.filter((type) => form.classes[type].price.trim() !== '').map((type) => {
      const { price, seats } = form.classes[type];
      return { type, price: Number(price), availableSeats: seats.trim() === '' ? null : Number(seats) };
    }),
    status: form.status,
  };
}

/** The Create New Flight form checked by the contract's create schema. */
export const createFlightFormSchema = (now: () => Date = () => new Date()) =>
  createFlightFormValues.superRefine((form, ctx) => {
    const body = createFlightRequest(form);
    addIssues(
      ctx,
      createFlightSchema(now).safeParse(body),
      (i): ClassType | undefined => body.classTypes[i]?.type,
    );
    if (!form.repeat) return;
    const outcome = seriesOutcome(seriesRequest(body, form.departureDate, form));
    if (typeof outcome !== 'number')
      ctx.addIssue({ code: 'custom', path: [outcome.path], message: outcome.message });
  });

export const editFlightFormValues = z.object({
  ...routeValues,
  status: z.enum(FLIGHT_STATUSES),
  classes: z.array(z.object({ type: z.enum(CLASS_TYPES), price: z.string(), seats: z.string() })),
  /** the boarding gate and time (docs/product.md#146-online-check-in-and-boarding-passes); empty: not set */
  gate: z.string(),
  boardingDate: z.string(),
});
export type EditFlightForm = z.infer<typeof editFlightFormValues>;

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** The Edit Flight request: an unchanged time is not sent, so a departed flight can still be edited. */
export function editFlightRequest(initial: EditFlightForm, form: EditFlightForm): UpdateFlightBody {
  return {
    departure: {
      city: form.departureCity,
      // a new airport moves the instant of the same wall-clock time, so it is sent too
      ...(form.departureDate !== initial.departureDate || form.departureCity !== initial.departureCity
        ? { date: fromLocalInput(form.departureDate, form.departureCity) }
        : {}),
    },
    arrival: {
      city: form.arrivalCity,
      ...(form.arrivalDate !== initial.arrivalDate || form.arrivalCity !== initial.arrivalCity
        ? { date: fromLocalInput(form.arrivalDate, form.arrivalCity) }
        : {}),
    },
    classTypes: form.classes.map((c) => ({
      type: c.type,
      price: Number(c.price),
      availableSeats: Number(c.seats),
    })),
    status: form.status,
    ...(form.gate !== initial.gate && { gate: form.gate.trim() || null }),
    ...(form.boardingDate !== initial.boardingDate && {
      boardingTime: fromLocalInput(form.boardingDate, form.departureCity) || null,
    }),
  };
}

/**
 * The Edit Flight form: both airports, every price and seat count and both times are required
 * (docs/product.md), then the contract's update schema against the flight as it is.
 */
export const editFlightFormSchema = (
  initial: EditFlightForm,
  current: CurrentFlight,
  now: () => Date = () => new Date(),
) =>
  editFlightFormValues.superRefine((form, ctx) => {
    let missing = false;
    const required = (path: Path, message: string) => {
      missing = true;
      ctx.addIssue({ code: 'custom', path, message });
    };
    if (!form.departureCity) required(['departureCity'], 'Please choose both airports');
    if (!form.arrivalCity) required(['arrivalCity'], 'Please choose both airports');
    form.classes.forEach((c, i) => {
      if (!isNumber(c.price)) required(['classes', i, 'price'], 'Every class needs a price and a seat count');
      if (!isNumber(c.seats)) required(['classes', i, 'seats'], 'Every class needs a price and a seat count');
    });
    if (!fromLocalInput(form.departureDate, form.departureCity))
      required(['departureDate'], MSG.departureInFuture);
    if (!fromLocalInput(form.arrivalDate, form.arrivalCity))
      required(['arrivalDate'], MSG.arrivalAfterDeparture);
    if (missing) return;
    addIssues(ctx, updateFlightSchema(current, now).safeParse(editFlightRequest(initial, form)), (i) => i);
  });

/** The message of a field's problem in react-hook-form's errors, if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;
