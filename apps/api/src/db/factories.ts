import { randomBytes } from 'node:crypto';
import { type ClassType, type FlightStatus, MAX_SEATS } from '@skylark/contract';
import { hashPassword } from '../lib/password';
import type { Queryable } from './client';
import {
  admins,
  flightClasses,
  flights,
  users,
  type AdminRow,
  type FlightClassRow,
  type FlightRow,
  type UserRow,
} from './schema';

/** Factories for tests and the demo seed alike. */

const unique = () => randomBytes(4).toString('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

// Hashing is deliberately slow; factories share one hash per password.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export const FACTORY_PASSWORD = 'password123';

export async function createUser(
  db: Queryable,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'Customer',
      email: `customer-${unique()}@example.com`,
      phoneNumber: '0712345678',
      passwordHash: await cachedHash(password),
      ...rest,
    })
    .returning();
  return row!;
}

export async function createAdmin(
  db: Queryable,
  overrides: Partial<Omit<typeof admins.$inferInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<AdminRow> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin-${unique()}@example.com`,
      firstName: 'Test',
      lastName: 'Admin',
      passwordHash: await cachedHash(password),
      ...rest,
    })
    .returning();
  return row!;
}

export interface FlightClassInput {
  type: ClassType;
  priceCents: number;
  capacity?: number;
  bookedSeats?: number;
}

export interface FlightInput {
  flightNumber?: string;
  departureCity?: string;
  arrivalCity?: string;
  departureAt?: Date;
  arrivalAt?: Date;
  status?: FlightStatus;
  classes?: FlightClassInput[];
}

// Sequential from a random start: unique within a test file, distinct across runs.
let flightSequence = Math.floor(Math.random() * 9000);

/** A flight with its classes; defaults: 10 days ahead, 8 hours long, ECONOMY 180 seats at $299. */
export async function createFlight(
  db: Queryable,
  input: FlightInput = {},
): Promise<FlightRow & { classes: FlightClassRow[] }> {
  const departureAt = input.departureAt ?? new Date(Date.now() + 10 * DAY_MS);
  const classes = input.classes ?? [{ type: 'ECONOMY', priceCents: 29_900 }];
  flightSequence = (flightSequence + 1) % 9000;
  const [flight] = await db
    .insert(flights)
    .values({
      flightNumber: input.flightNumber ?? `TF${1000 + flightSequence}`,
      departureCity: input.departureCity ?? 'New York, John F. Kennedy International (JFK)',
      arrivalCity: input.arrivalCity ?? 'Paris, Charles de Gaulle (CDG)',
      departureAt,
      arrivalAt: input.arrivalAt ?? new Date(departureAt.getTime() + 8 * 60 * 60 * 1000),
      status: input.status ?? 'SCHEDULED',
      lowestPriceCents: Math.min(...classes.map((c) => c.priceCents)),
    })
    .returning();
  const classRows = await db
    .insert(flightClasses)
    .values(
      classes.map((c) => ({
        flightId: flight!.id,
        type: c.type,
        priceCents: c.priceCents,
        capacity: c.capacity ?? MAX_SEATS[c.type],
        bookedSeats: c.bookedSeats ?? 0,
      })),
    )
    .returning();
  return { ...flight!, classes: classRows };
}
