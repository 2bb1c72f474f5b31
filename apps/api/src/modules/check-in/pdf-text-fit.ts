import type { PDFFont } from 'pdf-lib';

/** What fitting needs of a font: its widths. */
type Widths = Pick<PDFFont, 'widthOfTextAtSize'>;

/**
 * Fits a value into a column of the boarding pass: the largest size from `size` down to
 * `minSize` at which it fits on one line, else lines broken at spaces, slashes and hyphens
 * (or anywhere, for a word wider than the column) at `minSize`, so a long name prints whole
 * (docs/product.md#146-online-check-in-and-boarding-passes).
 */
export function fitText(
  text: string,
  font: Widths,
  maxWidth: number,
  size = 12,
  minSize = 8,
): { size: number; lines: string[] } {
  for (let s = size; s >= minSize; s -= 0.5)
    if (font.widthOfTextAtSize(text, s) <= maxWidth) return { size: s, lines: [text] };
  const fits = (value: string) => font.widthOfTextAtSize(value, minSize) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  for (const piece of text.match(/[^ /-]*[ /-]?/g) ?? [text]) {
    if (!piece) continue;
    if (fits(line + piece)) {
      line += piece;
      continue;
    }
    if (line) lines.push(line.trimEnd());
    line = '';
    for (const char of piece) {
      if (!fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return { size: minSize, lines };
}
