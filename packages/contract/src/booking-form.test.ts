import { describe, expect, it } from 'vitest';
import { ageOn, bookingFormSchema, bookingRequestFrom, emptyPassenger } from './booking-form';
import { localDay } from './format';
import { bookingTotalCents } from './offers';
import { createBookingBody } from './bookings';
import { bookingScreenMessages, MSG, bookingMessages, seatLabel } from './messages';

const passenger = (over: Partial<ReturnType<typeof emptyPassenger>> = {}) => ({
  ...emptyPassenger(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-06-15',
  seatNumber: '2A',
  ...over,
});
const form = (passengers = [passenger()]) => ({ passengers, email: '', phone: '', specialRequests: '' });
const messages = (value: unknown) =>
  bookingFormSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('booking form rules (docs/product.md#5-validation-rules, docs/product.md#142-group-bookings-and-the-seat-map)', () => {
  it('age in whole years, less one before the birthday', () => {
    const today = new Date(2026, 5, 15);
    expect(ageOn('1990-06-15', today)).toBe(36);
    expect(ageOn('1990-06-16', today)).toBe(35);
    expect(ageOn('15/06/1990', today)).toBeNull();
  });

  it('reports name, then date of birth, then seat, each at its field', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(messages(form([passenger({ firstName: ' ', dateOfBirth: '', seatNumber: '' })]))).toEqual([
      `passengers.0.firstName: ${MSG.enterPassengerName}`,
      `passengers.0.dateOfBirth: ${MSG.enterDateOfBirth}`,
      `passengers.0.seatNumber: ${MSG.selectSeat}`,
    ]);
    expect(messages(form([passenger({ dateOfBirth: localDay(tomorrow) })]))).toEqual([
      `passengers.0.dateOfBirth: ${bookingScreenMessages.dateOfBirthInFuture}`,
    ]);
    expect(messages(form([passenger({ dateOfBirth: localDay() })]))).toEqual([]);
  });

  it('one seat per passenger, at most 9 passengers', () => {
    expect(messages(form([passenger(), passenger()]))).toEqual([
      `passengers.1.seatNumber: ${bookingMessages.duplicateSeat}`,
    ]);
    const ten = Array.from({ length: 10 }, (_, i) => passenger({ seatNumber: `${i + 1}A` }));
    expect(messages(form(ten))).toEqual([`passengers: ${bookingScreenMessages.tooManyPassengers}`]);
  });

  it('a valid form makes a request the server schema accepts, with the total per passenger', () => {
    const parsed = bookingFormSchema.parse({
      ...form([passenger(), passenger({ firstName: 'Ben', seatNumber: '2b' })]),
      specialRequests: ' Quiet row ',
    });
    const body = createBookingBody.parse(bookingRequestFrom(parsed, crypto.randomUUID(), 'ECONOMY'));
    expect(body.seatNumbers).toEqual(['2A', '2B']);
    expect(body.specialRequests).toBe('Quiet row');
    expect(bookingTotalCents({ classPriceCents: 14_950, passengers: 3 })).toBe(44_850);
  });

  it('names a seat with its position and state', () => {
    expect(seatLabel('12C', 'available')).toBe('Seat 12C, aisle, available');
    expect(seatLabel('1A', 'taken')).toBe('Seat 1A, window, taken');
    expect(seatLabel('3E', { passenger: 2 })).toBe('Seat 3E, middle, chosen for Passenger 2');
  });
});
