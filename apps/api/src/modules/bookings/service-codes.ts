import {
  type PassengerServicesInput,
  type ServiceCode,
  serviceCodesProblem,
  sortCodes,
} from '@skylark/contract';
import { badRequest } from '../../lib/errors';

/**
 * The service codes asked for, checked (docs/product.md#1413-service-requests): a passenger and a flight of
 * the booking, known codes, one wheelchair and one meal each; a 400 with its code otherwise.
 */
export function checkedServices(
  services: PassengerServicesInput[],
  passengers: number,
  segments: number,
  field = 'services',
): PassengerServicesInput[] {
  const seen = new Set<string>();
  services.forEach((entry, i) => {
    const at = `${field}.${i}`;
    if (entry.passengerIndex >= passengers) {
      const message = `Service request ${i + 1}: there is no passenger ${entry.passengerIndex + 1}`;
      throw badRequest(message, [{ field: `${at}.passengerIndex`, message }]);
    }
    if (entry.segment >= segments) {
      const message = `Service request ${i + 1}: the booking has no flight ${entry.segment + 1}`;
      throw badRequest(message, [{ field: `${at}.segment`, message }]);
    }
    const key = `${entry.passengerIndex}:${entry.segment}`;
    if (seen.has(key)) {
      const message = `Service request ${i + 1}: this passenger and flight are listed twice`;
      throw badRequest(message, [{ field: at, message }]);
    }
    seen.add(key);
    const problem = serviceCodesProblem(entry.codes);
    if (problem)
      throw badRequest(problem.message, [{ field: `${at}.codes`, message: problem.message }], problem.code);
  });
  return services;
}

/** The checked codes as each passenger's codes on each flight: [passenger][segment]. */
export function servicesBySeat(services: PassengerServicesInput[], passengers: number): ServiceCode[][][] {
  const out: ServiceCode[][][] = Array.from({ length: passengers }, () => []);
  for (const entry of services)
    out[entry.passengerIndex]![entry.segment] = sortCodes(entry.codes as ServiceCode[]);
  return out;
}
