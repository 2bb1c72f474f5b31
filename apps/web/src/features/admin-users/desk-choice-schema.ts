import { CLASS_TYPES, createBookingBody, flightSearchQuery, type ClassType } from '@skylark/contract';
import { z } from 'zod';

/** The desk's first step (docs/product.md#122-one-view-per-customer): a filter of the flights, then a flight and a class. */
export interface DeskChoiceInput {
  from: string;
  to: string;
  /** yyyy-MM-dd or '' */
  date: string;
  flightId: string;
  classType: ClassType | '';
}

const city = flightSearchQuery.shape.departureCity.unwrap();

/** Checked by the booking request's own fields: a flight id and one of its classes. */
export const deskChoiceSchema = z.object({
  from: city,
  to: city,
  date: z.string(),
  flightId: createBookingBody.shape.flightId.unwrap(),
  classType: z.enum(CLASS_TYPES),
});
export type DeskChoice = z.infer<typeof deskChoiceSchema>;
