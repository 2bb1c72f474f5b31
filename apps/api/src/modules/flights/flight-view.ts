import {
  CLASS_TYPES,
  FARE_BRANDS,
  type ClassType,
  type FareBrandSettings,
  type Flight,
  DEFAULT_BAG_PRICE_CENTS,
  brandTermsSchema,
  defaultFareBrandSettings,
  fareOptionsOf,
  flightMessages,
} from '@skylark/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bagPrices,
  fareBrands,
  flightClasses,
  flights,
  type FlightClassRow,
  type FlightRow,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { dollars, iso } from '../../lib/units';

/** How a flight is read: raw rows with their classes, and the answer every call gives. */

/** `brands`: the fare brands as read with the flight, which its classes are sold in (docs/product.md#1416-fare-brands) */
export type FlightWithClasses = FlightRow & {
  classes: FlightClassRow[];
  brands?: FareBrandSettings;
  /** the price of an extra bag per class, as read with the flight (docs/product.md#1419-paid-bags) */
  bagCents?: Partial<Record<ClassType, number>>;
};

const classOrder = (type: ClassType) => CLASS_TYPES.indexOf(type);

/** A flight as every call answers it (contract flightSchema): dollars, seats left per class and in all. */
export function toFlight(flight: FlightWithClasses): Flight {
  const classes = [...flight.classes].sort((a, b) => classOrder(a.type) - classOrder(b.type));
  const classTypes = classes.map((c) => ({
    _id: c.id,
    type: c.type,
    price: dollars(c.priceCents),
    availableSeats: c.capacity - c.bookedSeats,
    totalSeats: c.capacity,
    ...(flight.brands && { fares: fareOptionsOf(c.priceCents, flight.brands[c.type]) }),
    ...(flight.bagCents && { bagPrice: dollars(flight.bagCents[c.type] ?? DEFAULT_BAG_PRICE_CENTS[c.type]) }),
  }));
  return {
    _id: flight.id,
    flightNumber: flight.flightNumber,
    status: flight.status,
    departure: { city: flight.departureCity, date: iso(flight.departureAt) },
    arrival: { city: flight.arrivalCity, date: iso(flight.arrivalAt) },
    departureTime: iso(flight.departureAt),
    availableSeats: classTypes.reduce((sum, c) => sum + c.availableSeats, 0),
    lowestPrice: dollars(flight.lowestPriceCents),
    classTypes,
    gate: flight.gate,
    boardingTime: flight.boardingAt ? iso(flight.boardingAt) : null,
    createdAt: iso(flight.createdAt),
    updatedAt: iso(flight.updatedAt),
  };
}

export type PageRow = {
  total_flights: string | number;
  id: string | null;
  flight_number: string;
  departure_city: string;
  departure_at: string | Date;
  arrival_city: string;
  arrival_at: string | Date;
  status: FlightRow['status'];
  lowest_price_cents: number;
  gate?: string | null;
  boarding_at?: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  classes: string | ClassJson[] | null;
  brands?: string | BrandJson[] | null;
  bag_prices?: string | Record<string, number> | null;
  bag_cap?: number | null;
};
type BrandJson = { classType: string; brand: string; terms: unknown };
export type ClassJson = {
  id: string;
  type: FlightClassRow['type'];
  priceCents: number;
  capacity: number;
  bookedSeats: number;
};

/** The classes of the flight `flightId` refers to, as a JSON list (a scalar subquery). */
export const classesOf = (flightId: SQL) => sql`(
  select json_agg(json_build_object('id', c.id, 'type', c.type, 'priceCents', c.price_cents,
                                    'capacity', c.capacity, 'bookedSeats', c.booked_seats))
  from ${flightClasses} c where c.flight_id = ${flightId})`;

/** The bag prices per class, as a JSON object read in the flight's own statement (a scalar subquery). */
export const bagPricesColumn = sql`(select json_object_agg(b.class_type, b.price_cents) from ${bagPrices} b)`;

/** The fare brands, as a JSON list read in the flight's own statement (a scalar subquery). */
export const brandsColumn = sql`(
  select json_agg(json_build_object('classType', b.class_type, 'brand', b.brand, 'terms', b.terms))
  from ${fareBrands} b)`;

function brandsOf(raw: PageRow['brands']): FareBrandSettings | undefined {
  if (raw === undefined) return undefined;
  const rows: BrandJson[] = typeof raw === 'string' ? (JSON.parse(raw) as BrandJson[]) : (raw ?? []);
  const settings = defaultFareBrandSettings();
  for (const r of rows) {
    const terms = brandTermsSchema.safeParse(r.terms);
    const classType = CLASS_TYPES.find((c) => c === r.classType);
    const brand = FARE_BRANDS.find((b) => b === r.brand);
    if (terms.success && classType && brand) settings[classType][brand] = terms.data;
  }
  return settings;
}

/** A raw row of flights (snake_case, dates as text or Date by driver) with its classes. */
export function fromRow(r: PageRow & { id: string }): FlightWithClasses {
  const classes: ClassJson[] =
    typeof r.classes === 'string' ? (JSON.parse(r.classes) as ClassJson[]) : (r.classes ?? []);
  return {
    id: r.id,
    flightNumber: r.flight_number,
    departureCity: r.departure_city,
    departureAt: new Date(r.departure_at),
    arrivalCity: r.arrival_city,
    arrivalAt: new Date(r.arrival_at),
    status: r.status,
    lowestPriceCents: Number(r.lowest_price_cents),
    gate: r.gate ?? null,
    boardingAt: r.boarding_at ? new Date(r.boarding_at) : null,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    classes: classes.map((c) => ({ ...c, flightId: r.id })),
    brands: brandsOf(r.brands),
    bagCap: r.bag_cap ?? null,
    ...(r.bag_prices !== undefined && {
      bagCents: (typeof r.bag_prices === 'string'
        ? JSON.parse(r.bag_prices)
        : (r.bag_prices ?? {})) as Partial<Record<ClassType, number>>,
    }),
  };
}

export async function findFlight(db: Queryable, id: string): Promise<FlightWithClasses> {
  const result = await db.execute<PageRow>(
    sql`select f.*, ${classesOf(sql`f.id`)} as classes, ${brandsColumn} as brands, ${bagPricesColumn} as bag_prices, 1 as total_flights from ${flights} f where f.id = ${id}`,
  );
  const row = result.rows[0];
  if (!row?.id) throw notFound(flightMessages.flightNotFound);
  return fromRow({ ...row, id: row.id });
}
