import type { CheckInState, Language } from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb } from 'pdf-lib';
import { documentText, printable } from '../../lib/documents/pdf-text';
import { mailLocale } from '../../mail/i18n';
import { fitText } from './pdf-text-fit';

const LINE_GAP = 10;

/**
 * The boarding passes: one page per checked-in passenger per flight, its BCBP in PDF417, in the
 * traveller's language (docs/product.md#146-online-check-in-and-boarding-passes,
 * docs/product.md#149-return-trips-and-multi-city, docs/product.md#1418-languages-of-e-mails-and-documents).
 */
export async function boardingPassPdf(state: CheckInState, language: Language = 'en'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const locale = mailLocale(language);
  const { t } = locale;
  const doc = await documentText(pdf, language);
  // right to left: the labels at the right margin, the values beside them
  const [labelX, valueX, titleX] = doc.rtl ? [555, 435, 555] : [40, 160, 40];
  const bold = { widthOfTextAtSize: (text: string, size: number) => doc.widthOf(text, size, true) };
  const payloads: string[] = [];
  for (const flight of state.flights)
    for (const passenger of flight.passengers) {
      const pass = passenger.boardingPass;
      if (!pass) continue;
      payloads.push(pass.bcbp);
      const png = await (bwipjs.toBuffer({ bcid: 'pdf417', text: pass.bcbp, scale: 2 }) as Promise<Buffer>);
      const image = await pdf.embedPng(png);
      const rows: [string, string][] = [
        [t('pass.passenger'), `${passenger.lastName}/${passenger.firstName}`.toUpperCase()],
        [t('pass.flight'), flight.flightNumber],
        [t('pass.from'), locale.place(flight.departure.city)],
        [t('pass.to'), locale.place(flight.arrival.city)],
        [t('pass.departs'), locale.airportTime(flight.departure.date, flight.departure.city)],
        [t('pass.seatClass'), `${passenger.seatNumber} / ${t(`classes.${flight.classType}`)}`],
        ...(passenger.bags ? [[t('bags.label'), t('bags.line', passenger.bags)] as [string, string]] : []),
        [t('pass.gate'), flight.gate ?? '-'],
        [
          t('pass.boardingTime'),
          flight.boardingTime ? locale.airportClock(flight.boardingTime, flight.departure.city) : '-',
        ],
        [t('pass.trackingId'), state.trackingId],
        [t('pass.sequence'), String(pass.sequence).padStart(4, '0')],
      ];
      const fitted = rows.map(([label, value]) => ({
        label,
        ...fitText(language === 'en' ? printable(value) : value, bold, 395),
      }));
      const extra = fitted.reduce((sum, row) => sum + (row.lines.length - 1) * LINE_GAP, 0);
      const page = pdf.addPage([595, 440 + extra]);
      doc.draw(page, t('pass.title'), { x: titleX, y: 400 + extra, size: 20, bold: true });
      let y = 365 + extra;
      for (const row of fitted) {
        doc.draw(page, row.label, { x: labelX, y, size: 9, color: rgb(0.35, 0.35, 0.35) });
        for (const text of row.lines) {
          doc.draw(page, text, { x: valueX, y, size: row.size, bold: true });
          y -= LINE_GAP;
        }
        y -= 20 - LINE_GAP;
      }
      const width = Math.min(515, image.width);
      page.drawImage(image, {
        x: 40,
        y: 30,
        width,
        height: Math.min(140, (image.height * width) / image.width),
      });
    }
  pdf.setTitle(printable(`Skylark boarding passes ${state.trackingId}`));
  pdf.setSubject(printable(`${state.flightNumber} ${state.departure.city} - ${state.arrival.city}`));
  pdf.setKeywords(payloads);
  return pdf.save();
}
