import { z } from 'zod';
import { isAirport } from './airports';
import {
  FLIGHT_NUMBER_PATTERN,
  MAX_FLIGHT_HOURS,
  MAX_PRICE,
  MAX_SEATS,
  MAX_YEARS_AHEAD,
  type ClassType,
} from './constants';
import { createFlightBody, updateFlightBody, type CreateFlightBody, type UpdateFlightBody } from './flights';
import { MSG, flightMessages, seatsRangeMessage } from './messages';
import { BOARDING_TIME_MESSAGE, GATE_MESSAGE, GATE_PATTERN, MAX_BOARDING_LEAD_HOURS } from './check-in';

/**
 * The flight rules shared by the server and both flight dialogs: every problem of a request, in
 * the order of docs/product.md (create: flight number, departure in the future, arrival after
 * departure, at least one class), then the schedule, seat and price limits and the airports list.
 */
export interface FlightProblem {
  path: (string | number)[];
  message: string;
}

const timeOf = (value: string): number => (value.trim() === '' ? Number.NaN : new Date(value).getTime());

type ClassInput = { type: ClassType; price: number; availableSeats?: number | null };

/** Seat counts 0..max and prices 0..MAX_PRICE per class, each class type once. */
export function classProblems(classes: readonly ClassInput[]): FlightProblem[] {
  const problems: FlightProblem[] = [];
  classes.forEach((c, i) => {
    const seats = c.availableSeats ?? MAX_SEATS[c.type];
    if (!Number.isInteger(seats) || seats < 0 || seats > MAX_SEATS[c.type])
      problems.push({
        path: ['classTypes', i, 'availableSeats'],
        message: seatsRangeMessage(c.type, MAX_SEATS[c.type]),
      });
  });
  classes.forEach((c, i) => {
    if (!Number.isFinite(c.price) || c.price < 0)
      problems.push({ path: ['classTypes', i, 'price'], message: flightMessages.pricesNotNegative });
    else if (c.price > MAX_PRICE)
      problems.push({ path: ['classTypes', i, 'price'], message: flightMessages.priceTooHigh });
  });
  if (new Set(classes.map((c) => c.type)).size !== classes.length)
    problems.push({ path: ['classTypes'], message: flightMessages.duplicateClassType });
  return problems;
}

/** A departure at most MAX_YEARS_AHEAD ahead and a flight of at most MAX_FLIGHT_HOURS (times in ms). */
export function scheduleProblems(departure: number, arrival: number, now: Date): FlightProblem[] {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  const problems: FlightProblem[] = [];
  if (departure > latest.getTime())
    problems.push({ path: ['departure', 'date'], message: flightMessages.departureTooFar });
  if (arrival - departure > MAX_FLIGHT_HOURS * 3_600_000)
    problems.push({ path: ['arrival', 'date'], message: flightMessages.flightTooLong });
  return problems;
}

/** Both places must be listed airports and differ. */
export function airportProblems(departureCity: string, arrivalCity: string): FlightProblem[] {
  const problems: FlightProblem[] = [];
  if (!isAirport(departureCity))
    problems.push({ path: ['departure', 'city'], message: flightMessages.departureNotAirport });
  if (!isAirport(arrivalCity))
    problems.push({ path: ['arrival', 'city'], message: flightMessages.arrivalNotAirport });
  else if (departureCity === arrivalCity)
    problems.push({ path: ['arrival', 'city'], message: flightMessages.sameAirports });
  return problems;
}

/** A gate of letters and digits; boarding before departure, at most MAX_BOARDING_LEAD_HOURS before. */
export function boardingProblems(
  gate: string | null | undefined,
  boardingTime: string | null | undefined,
  departure: number,
): FlightProblem[] {
  const problems: FlightProblem[] = [];
  if (gate && !GATE_PATTERN.test(gate.trim().toUpperCase()))
    problems.push({ path: ['gate'], message: GATE_MESSAGE });
  if (boardingTime) {
    const boarding = timeOf(boardingTime);
    if (
      Number.isNaN(boarding) ||
      boarding >= departure ||
      departure - boarding > MAX_BOARDING_LEAD_HOURS * 3_600_000
    )
      problems.push({ path: ['boardingTime'], message: BOARDING_TIME_MESSAGE });
  }
  return problems;
}

/** Every problem of a new flight, in order; empty when it may be created. */
export function createFlightProblems(body: CreateFlightBody, now: Date): FlightProblem[] {
  const problems: FlightProblem[] = [];
  if (!FLIGHT_NUMBER_PATTERN.test(body.flightNumber))
    problems.push({ path: ['flightNumber'], message: MSG.flightNumberPattern });
  const departure = timeOf(body.departure.date);
  const arrival = timeOf(body.arrival.date);
  if (Number.isNaN(departure) || departure < now.getTime())
    problems.push({ path: ['departure', 'date'], message: MSG.departureInFuture });
  if (Number.isNaN(arrival) || (!Number.isNaN(departure) && arrival <= departure))
    problems.push({ path: ['arrival', 'date'], message: MSG.arrivalAfterDeparture });
  if (body.classTypes.length === 0) problems.push({ path: ['classTypes'], message: MSG.atLeastOneClass });
  if (!Number.isNaN(departure) && !Number.isNaN(arrival))
    problems.push(...scheduleProblems(departure, arrival, now));
  problems.push(
    ...classProblems(body.classTypes),
    ...airportProblems(body.departure.city, body.arrival.city),
  );
  if (!Number.isNaN(departure)) problems.push(...boardingProblems(body.gate, body.boardingTime, departure));
  return problems;
}

/** The schedule and route of a flight as stored, which an update changes. */
export interface CurrentFlight {
  departureCity: string;
  arrivalCity: string;
  departureAt: Date;
  arrivalAt: Date;
  gate?: string | null;
  boardingAt?: Date | null;
}

/** Every problem of a change to `current`; a date or city left out keeps its value. */
export function updateFlightProblems(
  body: UpdateFlightBody,
  current: CurrentFlight,
  now: Date,
): FlightProblem[] {
  const problems: FlightProblem[] = [];
  const departure = body.departure?.date ? timeOf(body.departure.date) : current.departureAt.getTime();
  const arrival = body.arrival?.date ? timeOf(body.arrival.date) : current.arrivalAt.getTime();
  const departureChanged = departure !== current.departureAt.getTime();
  if (Number.isNaN(departure) || (departureChanged && departure < now.getTime()))
    problems.push({ path: ['departure', 'date'], message: MSG.departureInFuture });
  if (Number.isNaN(arrival) || (!Number.isNaN(departure) && arrival <= departure))
    problems.push({ path: ['arrival', 'date'], message: MSG.arrivalAfterDeparture });
  if ((body.departure?.date || body.arrival?.date) && !Number.isNaN(departure) && !Number.isNaN(arrival))
    problems.push(...scheduleProblems(departure, arrival, now));
  const departureCity = body.departure?.city ?? current.departureCity;
  const arrivalCity = body.arrival?.city ?? current.arrivalCity;
  if (departureCity !== current.departureCity || arrivalCity !== current.arrivalCity)
    problems.push(...airportProblems(departureCity, arrivalCity));
  if (body.classTypes) problems.push(...classProblems(body.classTypes));
  // a boarding time kept while the departure moves must still fit the new departure
  const boarding = body.boardingTime !== undefined ? body.boardingTime : current.boardingAt?.toISOString();
  if (
    !Number.isNaN(departure) &&
    (body.boardingTime !== undefined || body.gate !== undefined || departureChanged)
  )
    problems.push(...boardingProblems(body.gate, boarding, departure));
  return problems;
}

const addProblems = (ctx: z.RefinementCtx, problems: FlightProblem[]) => {
  for (const { path, message } of problems) ctx.addIssue({ code: 'custom', path, message });
};

/** POST /admin/flights with its rules; `now` is read when a request is checked. */
export const createFlightSchema = (now: () => Date = () => new Date()) =>
  createFlightBody.superRefine((body, ctx) => addProblems(ctx, createFlightProblems(body, now())));

/** PATCH /admin/flights/:id with its rules against the flight as stored. */
export const updateFlightSchema = (current: CurrentFlight, now: () => Date = () => new Date()) =>
  updateFlightBody.superRefine((body, ctx) => addProblems(ctx, updateFlightProblems(body, current, now())));

/** The first problem's message, or null: what a form shows above its fields. */
export function firstCreateFlightError(body: CreateFlightBody, now: Date = new Date()): string | null {
  return createFlightProblems(body, now)[0]?.message ?? null;
}

/** The first schedule limit broken, or null (times in ms). */
export function firstScheduleError(
  departure: number,
  arrival: number,
  now: Date = new Date(),
): string | null {
  return scheduleProblems(departure, arrival, now)[0]?.message ?? null;
}
