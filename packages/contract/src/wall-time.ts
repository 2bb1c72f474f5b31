import { timeZoneOf } from './airport-time-zones';

/**
 * Wall-clock times at an airport, as the back office types them (docs/product.md#133-times-and-time-zones): the
 * "yyyy-MM-ddTHH:mm" of a datetime-local field read in the airport's zone, not the browser's.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsAt(date: Date, timeZone: string): Record<string, number> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(date)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function offsetAt(date: Date, timeZone: string): number {
  const p = partsAt(date, timeZone);
  return (
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) -
    Math.floor(date.getTime() / 1000) * 1000
  );
}

/** "2026-12-05T19:45" at the airport → the ISO instant; '' when empty or unreadable. */
export function wallTimeToIso(value: string, airport: string): string {
  const m = WALL.exec(value.trim());
  if (!m) return '';
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(asUtc)) return '';
  const timeZone = timeZoneOf(airport);
  // twice: the offset at the guess, then at the instant it gives (right across a change of clocks)
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone);
  instant = asUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant → "2026-12-05T19:45" at the airport; '' when unreadable. */
export function isoToWallTime(iso: string, airport: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsAt(date, timeZoneOf(airport));
  const pad = (n: number | undefined, w = 2) => String(n ?? 0).padStart(w, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
