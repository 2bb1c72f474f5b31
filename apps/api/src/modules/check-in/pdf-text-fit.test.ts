import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitText } from './pdf-text-fit';

const LONG =
  'WOLFESCHLEGELSTEINHAUSENBERGERDORFF-SMYTHE/ADOLPH BLAINE CHARLES DAVID EARL FREDERICK GERALD';

describe('a value fitted into the boarding pass column', () => {
  it('a short name prints on one line at the full size', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    expect(fitText('LOVELACE/ADA', font, 395)).toEqual({ size: 12, lines: ['LOVELACE/ADA'] });
  });

  it('a long name prints whole, first name included, every line within the column', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const { size, lines } = fitText(LONG, font, 395);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('').replace(/ /g, '')).toBe(LONG.replace(/ /g, ''));
    expect(lines.at(-1)).toContain('GERALD');
    for (const line of lines) expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(395);
  });

  it('a name a little too long shrinks instead of running off the page', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    const name = 'WOLFESCHLEGELSTEINHAUSENBERGERDORFF-SMYTHE/ADOLPH BLAINE';
    const { size, lines } = fitText(name, font, 395);
    expect(lines).toEqual([name]);
    expect(size).toBeLessThan(12);
    expect(font.widthOfTextAtSize(name, size)).toBeLessThanOrEqual(395);
  });
});
