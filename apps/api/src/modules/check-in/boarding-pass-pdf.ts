import {
  checkInMessages,
  CLASS_LABELS,
  type CheckInState,
  airportDateTime,
  airportTime,
} from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { fitText } from './pdf-text-fit';

const LINE_GAP = 10;

/**
 * The boarding passes: one page per checked-in passenger per flight, its BCBP in PDF417
 * (docs/product.md#146-online-check-in-and-boarding-passes, docs/product.md#149-return-trips-and-multi-city).
 */

// the standard fonts write WinAnsi only: diacritics are dropped, anything else becomes '?'
const printable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

export async function boardingPassPdf(state: CheckInState): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const payloads: string[] = [];
  for (const flight of state.flights)
    for (const passenger of flight.passengers) {
      const pass = passenger.boardingPass;
      if (!pass) continue;
      payloads.push(pass.bcbp);
      const png = await (bwipjs.toBuffer({ bcid: 'pdf417', text: pass.bcbp, scale: 2 }) as Promise<Buffer>);
      const image = await pdf.embedPng(png);
      const rows: [string, string][] = [
        ['Passenger', `${passenger.lastName}/${passenger.firstName}`.toUpperCase()],
        ['Flight', flight.flightNumber],
        ['From', flight.departure.city],
        ['To', flight.arrival.city],
        ['Departs', airportDateTime(flight.departure.date, flight.departure.city)],
        [`${checkInMessages.seat} / class`, `${passenger.seatNumber} / ${CLASS_LABELS[flight.classType]}`],
        [checkInMessages.gate, flight.gate ?? '-'],
        [
          checkInMessages.boardingTime,
          flight.boardingTime ? airportTime(flight.boardingTime, flight.departure.city) : '-',
        ],
        ['Tracking ID', state.trackingId],
        [checkInMessages.sequence, String(pass.sequence).padStart(4, '0')],
      ];
      const fitted = rows.map(([label, value]) => ({ label, ...fitText(printable(value), bold, 395) }));
      const extra = fitted.reduce((sum, row) => sum + (row.lines.length - 1) * LINE_GAP, 0);
      const page = pdf.addPage([595, 440 + extra]);
      page.drawText('Skylark boarding pass', { x: 40, y: 400 + extra, size: 20, font: bold });
      let y = 365 + extra;
      for (const row of fitted) {
        page.drawText(printable(row.label), { x: 40, y, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
        for (const text of row.lines) {
          page.drawText(text, { x: 160, y, size: row.size, font: bold });
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
