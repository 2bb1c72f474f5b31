/**
 * Names and free text end up on manifests, boarding-pass PDFs, CSV exports and e-mails, where an
 * invisible character can reorder or hide what a reader sees: bidirectional controls
 * (U+202A–U+202E, U+2066–U+2069), zero-width characters and every other format character (Unicode
 * category Cf), the line and paragraph separators, and control characters are refused.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain bidirectional, zero-width or control characters';

// Single characters in one class: linear on any input.
const UNSAFE_IN_LINE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
// Free text keeps its tabs and line breaks: every other control character (Cc) is refused.
const UNSAFE_IN_TEXT = /[^\P{Cc}\t\n\r]|[\p{Cf}\u2028\u2029]/u;

/** A one-line value (a name, a subject) holds no bidi, zero-width or control character. */
export const isPlainLine = (value: string) => !UNSAFE_IN_LINE.test(value);
/** Free text may hold tabs and line breaks, but no other control and no bidi or zero-width character. */
export const isPlainText = (value: string) => !UNSAFE_IN_TEXT.test(value);

/** The message naming the field, as the 400's error list shows it. */
export const unsafeTextMessage = (label: string) => `${label} ${UNSAFE_TEXT_MESSAGE}`;
