/**
 * Times a page the server rendered wrote, handed to the app with the page's data
 * (docs/product.md#102-what-the-public-pages-load-first): the app hydrates the page with the same text without building a date format, whose first
 * build loads the browser's locale data in a long task.
 */
const known = new Map<string, string>();
/** the times being written by a server-side render, while one runs */
let recording: Map<string, string> | null = null;

/** The most times a page hands over: a page writes a few dozen. */
const MAX_KNOWN_TIMES = 200;

/** A time as `write` writes it, or as the page handed it over; recorded while a render records. */
export function written(kind: string, date: Date, timeZone: string, write: () => string): string {
  const key = `${kind} ${date.toISOString()} ${timeZone}`;
  const text = known.get(key) ?? write();
  recording?.set(key, text);
  return text;
}

/** Runs a (synchronous) render and gives the airport times it wrote, for the page's data. */
export function recordWrittenTimes<T>(render: () => T): { result: T; times: Record<string, string> } {
  const times = new Map<string, string>();
  recording = times;
  try {
    return { result: render(), times: Object.fromEntries(times) };
  } finally {
    recording = null;
  }
}

/** Takes the times a server-rendered page wrote, so writing them again builds no format. */
export function knowWrittenTimes(times: Record<string, unknown> | undefined): void {
  for (const [key, text] of Object.entries(times ?? {}).slice(0, MAX_KNOWN_TIMES)) {
    if (typeof text === 'string') known.set(key, text);
  }
}
