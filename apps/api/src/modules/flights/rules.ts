import {
  type CreateFlightBody,
  type CurrentFlight,
  type UpdateFlightBody,
  createFlightSchema,
  updateFlightSchema,
} from '@skylark/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';

/** A 400 naming the first problem and listing all of them. */
function refusal(error: z.ZodError): Error {
  const errors = error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  return badRequest(errors[0]?.message ?? 'The request is not valid', errors);
}

/** The create rules of the contract (the dialog runs the same); throws a 400 with every problem. */
export function checkCreateFlight(body: CreateFlightBody, now: Date): void {
  const result = createFlightSchema(() => now).safeParse(body);
  if (!result.success) throw refusal(result.error);
}

/** The update rules of the contract against the flight as stored. */
export function checkUpdateFlight(body: UpdateFlightBody, current: CurrentFlight, now: Date): void {
  const result = updateFlightSchema(current, () => now).safeParse(body);
  if (!result.success) throw refusal(result.error);
}
