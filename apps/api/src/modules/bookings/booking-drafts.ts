import { randomUUID } from 'node:crypto';
import {
  type BrandTerms,
  type ClassType,
  type FareBrand,
  type LapInfant,
  type Language,
  type LegFares,
  type Offer,
  type ServiceCode,
  codesOfSpec,
  compareSeatNumbers,
  mergeCodes,
} from '@skylark/contract';
import {
  bookingPassengers,
  type BookingSegmentRow,
  type FlightRow,
  type PassengerRow,
} from '../../db/schema';
import type { BookingRow } from '../../db/schema';
import { seatsPerClass, type ClassSeats } from './seat-counts';
import { newTrackingIdBeside } from '../../lib/tracking-id';
import type { DraftInvoice } from '../invoices';

/** The flight a booking is made on; the booking keeps a snapshot of it. */
export type BookedFlight = Pick<
  FlightRow,
  'id' | 'flightNumber' | 'departureCity' | 'departureAt' | 'arrivalCity' | 'arrivalAt'
>;

export type PassengerDraft = Omit<
  typeof bookingPassengers.$inferInsert,
  | 'id'
  | 'bookingId'
  | 'flightId'
  | 'active'
  | 'segment'
  | 'passengerIndex'
  | 'serviceCodes'
  | 'extraBags'
  | 'bagCents'
> & {
  /** the service codes asked for on each flight, by segment, over those the meal and flags stand for */
  services?: ServiceCode[][];
  /** extra checked bags on each flight, by segment (docs/product.md#1419-paid-bags) */
  bags?: number[];
};

/** A later flight of the booking (docs/product.md#149-return-trips-and-multi-city): its seats in the passengers' order. */
export interface SegmentDraft {
  flight: BookedFlight;
  classType: ClassType;
  seatNumbers: string[];
}

export interface BookingDraft {
  /** drawn here unless the caller names it first (a change names its new booking in the old one) */
  trackingId?: string;
  flight: BookedFlight;
  classType: ClassType;
  userId: string | null;
  customerName: string;
  email: string;
  totalAmountCents: number;
  /** the offer applied and the price before it (docs/product.md#141-offers) */
  offer?: Offer | null;
  listPriceCents?: number | null;
  bookingStatus?: 'PENDING' | 'CONFIRMED';
  paymentStatus?: 'PENDING' | 'CONFIRMED';
  createdAt?: Date;
  specialRequests?: string | null;
  /** the language it is made in (docs/product.md#1418-languages-of-e-mails-and-documents); English unless named */
  language?: Language;
  /** the invoice fixed at booking time (docs/product.md#143-paying-for-a-booking) */
  invoice?: DraftInvoice | null;
  /** the administrator booking at the desk for the customer */
  createdByAdminId?: string | null;
  /** one per seat */
  passengers: PassengerDraft[];
  /** the flights after the first, in time order */
  segments?: SegmentDraft[];
  /** infants on a passenger's lap, without a seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap) */
  lapInfants?: LapInfant[];
  /**
   * segments whose seats the booking this one replaces still holds (decision 075): their rows are
   * written inactive and counted by no class until the change completes
   */
  heldSegments?: number[];
  /**
   * what each passenger is charged on each flight, charged on the ledger as the rows are written;
   * without it the whole total is shared out over the first flight's passengers
   */
  fares?: LegFares[];
  /**
   * a booking written as paid is attested paid on its ledger (the seed's and the desk's), unless a
   * change carries its money over from the booking it replaces
   */
  carriesPayment?: boolean;
  /** the fare brand bought on each flight, by segment, with its terms (docs/product.md#1416-fare-brands); Classic's fare rules without */
  fareBrands?: { brand: FareBrand; terms: BrandTerms }[];
  /** the price of an extra bag on each flight, by segment, charged on the ledger per bag */
  bagCents?: number[];
}

export interface InsertedBooking {
  /** the booking row, with its first flight as its readers see it */
  booking: BookingRow;
  /** one row per passenger per flight */
  passengers: PassengerRow[];
  /** every flight of the booking, the first (segment 0) included (decision 091) */
  segments: BookingSegmentRow[];
}

/** What insert_bookings (migrations 0016, 0029) writes: the rows, and the seats each class sells. */
export interface BookingWrite {
  inserted: InsertedBooking[];
  counters: ClassSeats[];
}

/** The rows of the drafts, as the database will hold them: ids and tracking IDs are drawn here. */
export function bookingWrite(drafts: BookingDraft[], now = new Date()): BookingWrite {
  // the PNRs of one write differ, so the batch cannot refuse itself (decision 087)
  const pnrs = new Set<string>();
  const inserted = drafts.map((d): InsertedBooking => {
    const createdAt = d.createdAt ?? now;
    const booking: BookingRow = {
      id: randomUUID(),
      trackingId: d.trackingId ?? newTrackingIdBeside(pnrs),
      userId: d.userId,
      flightId: d.flight.id,
      flightNumber: d.flight.flightNumber,
      classType: d.classType,
      departureCity: d.flight.departureCity,
      departureAt: d.flight.departureAt,
      arrivalCity: d.flight.arrivalCity,
      arrivalAt: d.flight.arrivalAt,
      customerName: d.customerName,
      email: d.email,
      totalAmountCents: d.totalAmountCents,
      offer: d.offer ? { name: d.offer, listPriceCents: d.listPriceCents ?? d.totalAmountCents } : null,
      bookingStatus: d.bookingStatus ?? 'PENDING',
      paymentStatus: d.paymentStatus ?? 'PENDING',
      cancelledAt: null,
      refundAmountCents: null,
      cancellationReason: null,
      specialRequests: d.specialRequests ?? null,
      paymentReportedAt: null,
      createdAt,
      updatedAt: createdAt,
      cancelReason: null,
      paymentAddress: d.invoice?.paymentAddress ?? null,
      amountSats: d.invoice?.amountSats ?? null,
      btcUsdRate: d.invoice?.btcUsdRate ?? null,
      payBy: d.invoice?.payBy ?? null,
      invoiceStatus: d.invoice ? 'AWAITING' : null,
      paymentSeenAt: null,
      holdUntil: null,
      reportHoldUntil: null,
      paymentReceivedAt: null,
      needsDecisionAt: null,
      invoiceCheckedAt: null,
      createdByAdminId: d.createdByAdminId ?? null,
      lapInfants: d.lapInfants?.length ? d.lapInfants : null,
      fareBrand: d.fareBrands?.[0]?.brand ?? 'CLASSIC',
      fareTerms: d.fareBrands?.[0]?.terms ?? null,
      language: d.language ?? 'en',
    };
    const later = d.segments ?? [];
    const first = { flight: d.flight, classType: d.classType };
    const segments = [first, ...later].map((seg, segment): BookingSegmentRow => ({
      bookingId: booking.id,
      segment,
      flightId: seg.flight.id,
      flightNumber: seg.flight.flightNumber,
      classType: seg.classType,
      departureCity: seg.flight.departureCity,
      departureAt: seg.flight.departureAt,
      arrivalCity: seg.flight.arrivalCity,
      arrivalAt: seg.flight.arrivalAt,
      fareBrand: d.fareBrands?.[segment]?.brand ?? 'CLASSIC',
      fareTerms: d.fareBrands?.[segment]?.terms ?? null,
    }));
    const fares = d.fares ?? [sharedOut(d.totalAmountCents, d.passengers.length)];
    const legs = [{ flightId: d.flight.id, seatOf: (i: number) => d.passengers[i]!.seatNumber }].concat(
      later.map((seg) => ({ flightId: seg.flight.id, seatOf: (i: number) => seg.seatNumbers[i]! })),
    );
    // seats taken in (flight, seat) order, as every booking takes them (decision 024)
    const passengers = legs
      .flatMap(({ flightId, seatOf }, segment) =>
        d.passengers.map((p, i): PassengerRow => ({
          id: randomUUID(),
          bookingId: booking.id,
          flightId,
          firstName: p.firstName,
          lastName: p.lastName,
          age: p.age,
          gender: p.gender,
          seatNumber: seatOf(i),
          mealPreference: p.mealPreference,
          wheelchair: p.wheelchair ?? false,
          infant: p.infant ?? false,
          elderly: p.elderly ?? false,
          serviceCodes: mergeCodes(codesOfSpec(p.mealPreference, p), p.services?.[segment] ?? []),
          active: !d.heldSegments?.includes(segment),
          segment,
          passengerIndex: i,
          fareCents: fares[segment]?.cents[i] ?? 0,
          fareOffer: fares[segment]?.offer ?? null,
          extraBags: p.bags?.[segment] ?? 0,
          bagCents: p.bags?.[segment] ? (d.bagCents?.[segment] ?? 0) : null,
          changeId: null,
        })),
      )
      .sort(bySeatKey);
    return { booking, passengers, segments };
  });
  const counters = seatsPerClass(
    drafts.flatMap((d) =>
      [{ flightId: d.flight.id, classType: d.classType }]
        .concat((d.segments ?? []).map((s) => ({ flightId: s.flight.id, classType: s.classType })))
        .filter((_, segment) => !d.heldSegments?.includes(segment))
        .map((leg) => ({ ...leg, seats: d.passengers.length })),
    ),
  );
  return { inserted, counters };
}

/** A total shared out over n passengers, the odd cents from the first. */
function sharedOut(totalCents: number, n: number): LegFares {
  const share = Math.floor(totalCents / Math.max(n, 1));
  const rest = totalCents - share * n;
  return { offer: null, cents: Array.from({ length: n }, (_, i) => share + (i < rest ? 1 : 0)) };
}

/** (flight, seat) order: the order in which every booking takes its seats. */
export function bySeatKey(
  a: { flightId: string | null; seatNumber: string },
  b: { flightId: string | null; seatNumber: string },
) {
  const x = a.flightId ?? '';
  const y = b.flightId ?? '';
  return x < y ? -1 : x > y ? 1 : compareSeatNumbers(a.seatNumber, b.seatNumber);
}
