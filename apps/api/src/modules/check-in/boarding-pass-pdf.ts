import {
  CHECK_IN_TEXT,
  CLASS_LABELS,
  type CheckInState,
  airportDateTime,
  airportTime,
} from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * The boarding passes: one page per checked-in passenger per flight, its BCBP in PDF417
 * (docs/product.md §14.6, §14.9).
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
      const page = pdf.addPage([595, 440]);
      const line = (label: string, value: string, y: number) => {
        page.drawText(printable(label), { x: 40, y, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
        page.drawText(printable(value), { x: 160, y, size: 12, font: bold });
      };
      page.drawText('Skylark boarding pass', { x: 40, y: 400, size: 20, font: bold });
      line('Passenger', `${passenger.lastName}/${passenger.firstName}`.toUpperCase(), 365);
      line('Flight', flight.flightNumber, 345);
      line('From', flight.departure.city, 325);
      line('To', flight.arrival.city, 305);
      line('Departs', airportDateTime(flight.departure.date, flight.departure.city), 285);
      line(
        `${CHECK_IN_TEXT.seat} / class`,
        `${passenger.seatNumber} / ${CLASS_LABELS[flight.classType]}`,
        265,
      );
      line(CHECK_IN_TEXT.gate, flight.gate ?? '-', 245);
      line(
        CHECK_IN_TEXT.boardingTime,
        flight.boardingTime ? airportTime(flight.boardingTime, flight.departure.city) : '-',
        225,
      );
      line('PNR / tracking ID', `${state.pnr} / ${state.trackingId}`, 205);
      line(CHECK_IN_TEXT.sequence, String(pass.sequence).padStart(4, '0'), 185);
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
