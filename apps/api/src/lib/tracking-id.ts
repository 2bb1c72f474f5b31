import { randomBytes } from 'node:crypto';
import { PNR_LENGTH, TRACKING_ID_ALPHABET, TRACKING_ID_LENGTH } from '@skylark/contract';

const BITS_PER_CHAR = 5; // 32-letter alphabet

/**
 * A tracking ID: 12 Crockford base32 characters = 60 bits from the operating system's
 * cryptographic random source, never derived from the booking id (docs/product.md#14-bookings-and-payment).
 */
export function newTrackingId(): string {
  const bytes = randomBytes(Math.ceil((TRACKING_ID_LENGTH * BITS_PER_CHAR) / 8));
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let i = 0; i < TRACKING_ID_LENGTH; i++) {
    id += TRACKING_ID_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return id;
}

/** Lookups are case-insensitive; Crockford also reads O as 0 and I/L as 1. */
export function normalizeTrackingId(input: string): string {
  return input.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The PNR a boarding pass carries: the tracking ID's first 7 characters (decision 087). */
export const pnrOf = (trackingId: string) => trackingId.slice(0, PNR_LENGTH);

/** A reference of 7 characters is a PNR, which Track Booking takes with a passenger's last name. */
export const isPnr = (reference: string) => reference.length === PNR_LENGTH;

/** A new tracking ID whose PNR is not among `taken` (the PNRs of one write), which it joins. */
export function newTrackingIdBeside(taken: Set<string>): string {
  let id = newTrackingId();
  while (taken.has(pnrOf(id))) id = newTrackingId();
  taken.add(pnrOf(id));
  return id;
}
