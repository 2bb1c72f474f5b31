import { trackForm } from '@skylark/contract';
import { z } from 'zod';

export { trackForm };

/** The lead passenger's last name under a limited tracking result (docs/product.md#14-bookings-and-payment). */
export const fullBookingForm = z.object({ lastName: trackForm.shape.lastName });
export type FullBookingForm = z.infer<typeof fullBookingForm>;
