import { isoDayOf } from '@skylark/contract';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV as RFC 4180 writes it (docs/product.md#152-exports-and-the-manifest): CRLF line ends; a field holding a quote, a comma,
 * CR or LF is quoted and its quotes doubled. A field a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or CR) gets a leading apostrophe, as OWASP advises against CSV injection.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;

/** Told how many rows an export sent, and whether it reached its end (a download cut short did not). */
export type CsvEnd = (rows: number, complete: boolean) => Promise<void>;

/**
 * A CSV document as a stream: the header, then each batch of rows as it is read, so an export of
 * any length holds one batch in memory at a time. `onEnd` runs before the document ends, or when
 * the download stops early.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<CsvValue[][]>,
  onEnd?: CsvEnd,
): Readable {
  async function* lines() {
    let sent = 0;
    let complete = false;
    try {
      yield csvLine(header);
      for await (const rows of batches) {
        sent += rows.length;
        yield rows.map(csvLine).join('');
      }
      complete = true;
    } finally {
      await onEnd?.(sent, complete);
    }
  }
  return Readable.from(lines());
}

/** The file name of an export of today: `skylark-bookings-2026-11-24.csv`. */
export const exportFileName = (what: string, now = new Date()) => `skylark-${what}-${isoDayOf(now)}.csv`;

/** Answers a CSV download: the type, the file name to save it under, and the document or its stream. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string | Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
