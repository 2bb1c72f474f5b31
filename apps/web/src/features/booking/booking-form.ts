import { isClassType, type ClassType, type User } from '@skylark/contract';
import type { BookingContact } from '@/components/booking-form/booking-draft';

/** The query parameter that carries the chosen class, so it survives a detour through /login. */
export const CLASS_PARAM = 'class';

/**
 * The class chosen on the flight page (docs/product.md#23-visitor-and-customer-screens, docs/product.md#142-group-bookings-and-the-seat-map): navigation state, or the `class`
 * query parameter that the login page brings back.
 */
export function chosenClass(state: unknown, search: string): ClassType | null {
  if (typeof state === 'object' && state !== null) {
    const candidate =
      (state as { classType?: unknown }).classType ?? (state as { selectedClass?: unknown }).selectedClass;
    if (isClassType(candidate)) return candidate;
  }
  const fromQuery = new URLSearchParams(search).get(CLASS_PARAM);
  return isClassType(fromQuery) ? fromQuery : null;
}

/** Who a traveller's checkout starts with: the signed-in user's name, e-mail and phone. */
export const contactOf = (user: User | null): BookingContact | null =>
  user && { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phoneNumber };
