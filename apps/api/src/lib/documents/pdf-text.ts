// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- e2e, bench and scripts type this file without src/
/// <reference path="./arabic-persian-reshaper.d.ts" />
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type Language, languageDirection } from '@skylark/contract';
import reshaper from 'arabic-persian-reshaper';
import bidiFactory from 'bidi-js';
import { type Color, type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { API_ROOT } from '../../paths';

/**
 * Text in the documents (e-ticket, boarding pass) in the reader's language
 * (docs/product.md#1418-languages-of-e-mails-and-documents, decision 103): Latin scripts in the
 * standard Helvetica; Arabic shaped into its joined forms, laid out right to left by the Unicode
 * bidirectional algorithm, in Noto Sans Arabic (shipped in apps/api/assets/fonts under the OFL),
 * with the numbers and Latin words it holds in Helvetica, left to right.
 */

const bidi = bidiFactory();
const { ArabicShaper } = reshaper;
const FONT_DIR = join(API_ROOT, 'assets/fonts/noto-sans-arabic');
// the text comes shaped: fontkit applies none of its own substitutions again
const NO_SHAPING = Object.fromEntries(
  [
    'ccmp',
    'locl',
    'rlig',
    'calt',
    'clig',
    'liga',
    'rclt',
    'isol',
    'fina',
    'fin2',
    'fin3',
    'medi',
    'med2',
    'init',
  ].map((f) => [f, false]),
);
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const ISOLATES = /[\u2066-\u2069]/g;

/** The standard fonts write WinAnsi only: English drops diacritics, as it always has; the others keep Latin-1. */
export function printable(value: string, language: Language = 'en'): string {
  if (language !== 'en')
    return value
      .replace(ISOLATES, '')
      .replace(/→/g, '->')
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7e]/g, '?');
}

interface Run {
  text: string;
  font: PDFFont;
}

export interface DocumentText {
  language: Language;
  rtl: boolean;
  /** the width of a text at a size */
  widthOf(text: string, size: number, bold?: boolean): number;
  /** draws a text from x (right to left languages: ending at x) */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; bold?: boolean; color?: Color },
  ): void;
}

/** The fonts of a document in a language, embedded into `pdf`. */
export async function documentText(pdf: PDFDocument, language: Language): Promise<DocumentText> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const rtl = languageDirection(language) === 'rtl';
  let runsOf = (text: string, isBold: boolean): Run[] => [
    { text: printable(text, language), font: isBold ? bold : regular },
  ];
  if (rtl) {
    pdf.registerFontkit(fontkit);
    const [arabic, arabicBold] = await Promise.all(
      ['400', '700'].map(async (weight) =>
        pdf.embedFont(await readFile(join(FONT_DIR, `noto-sans-arabic-arabic-${weight}-normal.woff`)), {
          subset: true,
          features: NO_SHAPING,
        }),
      ),
    );
    runsOf = (text, isBold) =>
      visualRuns(text, { latin: isBold ? bold : regular, arabic: isBold ? arabicBold! : arabic! }, language);
  }
  const widthOf = (text: string, size: number, isBold = false) =>
    runsOf(text, isBold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  return {
    language,
    rtl,
    widthOf,
    draw(page, text, { x, y, size, bold: isBold = false, color }) {
      let left = rtl ? x - widthOf(text, size, isBold) : x;
      for (const run of runsOf(text, isBold)) {
        page.drawText(run.text, { x: left, y, size, font: run.font, ...(color ? { color } : {}) });
        left += run.font.widthOfTextAtSize(run.text, size);
      }
    },
  };
}

/**
 * A right-to-left line as runs from left to right: the characters put in visual order by the
 * bidirectional algorithm, each Arabic run handed back in reading order and shaped, since fontkit
 * lays an Arabic run out right to left itself.
 */
function visualRuns(text: string, fonts: { latin: PDFFont; arabic: PDFFont }, language: Language): Run[] {
  const chars = [...text];
  // the text of a document is in the basic plane: one UTF-16 unit a character
  const embedding = bidi.getEmbeddingLevels(text, 'rtl');
  const order = bidi.getReorderedIndices(text, embedding);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: { arabic: boolean; rtl: boolean; chars: string[] }[] = [];
  for (const i of order) {
    const char = mirrored.get(i) ?? chars[i]!;
    if (ISOLATES.test(char)) {
      ISOLATES.lastIndex = 0;
      continue;
    }
    const last = runs.at(-1);
    const arabic = ARABIC.test(char) || (char === ' ' && last?.arabic === true);
    const rtl = (embedding.levels[i]! & 1) === 1;
    if (last && last.arabic === arabic && last.rtl === rtl) last.chars.push(char);
    else runs.push({ arabic, rtl, chars: [char] });
  }
  return runs.map((run) =>
    run.arabic
      ? { text: ArabicShaper.convertArabic([...run.chars].reverse().join('')), font: fonts.arabic }
      : { text: printable(run.chars.join(''), language), font: fonts.latin },
  );
}
