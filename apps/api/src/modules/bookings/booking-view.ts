import {
  type Booking,
  type FlightChange,
  type Language,
  isOffer,
  compareSeatNumbers,
  fareBreakdownOf,
  classicTerms,
} from '@skylark/contract';
import type { BookingRow, PassengerRow } from '../../db/schema';
import type { InvoicePaymentRow } from '../../db/invoice-schema';
import type { RefundPayoutRow } from '../../db/refund-schema';
import { refundOf } from './refund-owed';
import { dollars, iso } from '../../lib/units';
import { paymentOf } from './invoice-view';
import { type ChangeLinks, changeOf, tripChangeOf } from './change-view';
import { type LaterSegment, type LiveFlight, segmentsOf } from './segments-view';
import { bagsOf, heldRows } from './bags-view';

/** A booking row as read, with the customer, the flight as it is now and the booking's addresses. */
export type Joined = {
  b: BookingRow;
  u: { id: string; firstName: string; lastName: string; email: string; language?: Language } | null;
  f: LiveFlight | null;
  /** the booking's own receiving address (docs/product.md#143-paying-for-a-booking) */
  a?: { address: string } | null;
  /** where the traveller wants money owed sent (docs/product.md#147-cancelling-with-a-quote-and-refunds) */
  r?: { address: string } | null;
};

/** The fare breakdown of a stored booking: its list price is the class price × seated passengers. */
function fareOf(b: BookingRow, passengers: PassengerRow[]): Booking['fareBreakdown'] {
  const listCents = b.offer?.listPriceCents ?? b.totalAmountCents;
  const seated = Math.max(1, passengers.length);
  return fareBreakdownOf(
    {
      classPriceCents: Math.round(listCents / seated),
      ages: passengers.map((p) => p.age),
      lapInfants: b.lapInfants?.length ?? 0,
    },
    { offer: isOffer(b.offer?.name) ? b.offer.name : null, listCents, totalCents: b.totalAmountCents },
  );
}

/** What a booking's answer reads beside its row and passengers; each defaults to none. */
export interface BookingExtras {
  payments?: InvoicePaymentRow[];
  payouts?: RefundPayoutRow[];
  later?: LaterSegment[];
  links?: ChangeLinks;
  /** a cancelled flight of the trip awaits the traveller's choice (decision 088) */
  choiceOpen?: boolean;
  changes?: FlightChange[];
  /** what it received falls short of its charges (ledger.ts `isShort`) */
  paymentShort?: boolean;
  /** EU261 compensation owed to it (decision 098) */
  compensationCents?: number;
}

export function toBooking(
  { b, u, f, a, r }: Joined,
  passengers: PassengerRow[],
  {
    payments = [],
    payouts = [],
    later = [],
    links,
    choiceOpen = false,
    changes = [],
    paymentShort = false,
    compensationCents = 0,
  }: BookingExtras = {},
): Booking {
  const books = { payouts, short: paymentShort };
  const change = changeOf(b, f?.id ? f : null, books, links);
  // one row per passenger per flight; the passengers are the first flight's rows
  const firstLeg = passengers
    .filter((p) => p.segment === 0)
    .sort((x, y) => compareSeatNumbers(x.seatNumber, y.seatNumber));
  // a flight that still exists is read live (it may have been rescheduled); otherwise the snapshot
  const departure = f?.id
    ? { city: f.departureCity, date: iso(f.departureAt) }
    : { city: b.departureCity, date: iso(b.departureAt) };
  const arrival = f?.id
    ? { city: f.arrivalCity, date: iso(f.arrivalAt) }
    : { city: b.arrivalCity, date: iso(b.arrivalAt) };
  const segments = segmentsOf(
    {
      flightId: f?.id ?? b.flightId,
      flightNumber: b.flightNumber,
      departure,
      arrival,
      classType: b.classType,
      fareBrand: b.fareBrand,
      fareTerms: b.fareTerms ?? classicTerms(b.classType),
    },
    firstLeg,
    passengers,
    later,
  );
  return {
    _id: b.id,
    id: b.id,
    // the owner's chosen language, else the one it was made in (docs/product.md#1418-languages-of-e-mails-and-documents)
    language: u?.language ?? b.language,
    trackingId: b.trackingId,
    customerName: b.customerName,
    email: b.email,
    flightNumber: b.flightNumber,
    classType: b.classType,
    totalAmount: dollars(b.totalAmountCents),
    offer: isOffer(b.offer?.name) ? b.offer.name : null,
    listPrice: dollars(b.offer?.listPriceCents ?? b.totalAmountCents),
    bookingStatus: b.bookingStatus,
    paymentStatus: b.paymentStatus,
    createdAt: iso(b.createdAt),
    departure,
    arrival,
    passengers: firstLeg.map((p) => ({
      name: `${p.firstName} ${p.lastName}`,
      firstName: p.firstName,
      lastName: p.lastName,
      age: p.age,
      gender: p.gender,
      seatNumber: p.seatNumber,
      mealPreference: p.mealPreference,
      specialAssistance: { wheelchair: p.wheelchair, infant: p.infant, elderly: p.elderly },
    })),
    infants: b.lapInfants ?? [],
    fareBreakdown: fareOf(b, firstLeg),
    cancellation:
      b.bookingStatus === 'CANCELLED'
        ? {
            cancelled: true,
            date: iso(b.cancelledAt ?? b.updatedAt),
            refundAmount: dollars(b.refundAmountCents ?? 0),
            reason: b.cancellationReason,
          }
        : null,
    cancelReason: b.bookingStatus === 'CANCELLED' ? b.cancelReason : null,
    specialRequests: b.specialRequests,
    paymentReportedAt: b.paymentReportedAt ? iso(b.paymentReportedAt) : null,
    // the booking keeps the times it was made for; a live flight that differs was rescheduled
    scheduleChange:
      f?.id &&
      (f.departureAt.getTime() !== b.departureAt.getTime() || f.arrivalAt.getTime() !== b.arrivalAt.getTime())
        ? { previousDeparture: iso(b.departureAt), previousArrival: iso(b.arrivalAt) }
        : null,
    payment: paymentOf(b, a?.address, payments),
    refund: refundOf(b, r?.address ?? null, payouts, changes, compensationCents),
    userId: u?.id ? { _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } : null,
    flightId: f?.id
      ? {
          _id: f.id,
          flightNumber: f.flightNumber,
          departure: { city: f.departureCity },
          arrival: { city: f.arrivalCity },
        }
      : null,
    // a trip is offered a free move of the flight the airline moved (decision 074)
    change: later.length ? tripChangeOf(b, f, later, books, change, links, choiceOpen) : change,
    segments,
    changes,
    services: servicesOf(passengers),
    bags: bagsOf(passengers, segments),
  };
}

/** Each passenger's service codes on each flight, by passenger then flight (docs/product.md#1413-service-requests). */
function servicesOf(rows: PassengerRow[]): NonNullable<Booking['services']> {
  return heldRows(rows).map((r) => ({
    passengerIndex: r.passengerIndex,
    segment: r.segment,
    name: `${r.firstName} ${r.lastName}`,
    seatNumber: r.seatNumber,
    codes: r.serviceCodes,
  }));
}
