import { airportDateTime, type Booking } from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { encodeBcbp, pnrOf } from './bcbp';

/** The e-ticket: one boarding-pass page per passenger, each with its BCBP in PDF417 (docs/product.md §14.4). */

// the standard fonts write WinAnsi only: diacritics are dropped, anything else becomes '?'
const printable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7e]/g, '?');

export async function bookingTicketPdf(booking: Booking): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const payloads: string[] = [];
  for (const [index, passenger] of booking.passengers.entries()) {
    const payload = encodeBcbp(booking, { ...passenger, sequence: index + 1 });
    payloads.push(payload);
    const png = await (bwipjs.toBuffer({ bcid: 'pdf417', text: payload, scale: 2 }) as Promise<Buffer>);
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([595, 420]);
    const line = (label: string, value: string, y: number) => {
      page.drawText(printable(label), { x: 40, y, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
      page.drawText(printable(value), { x: 160, y, size: 12, font: bold });
    };
    page.drawText('Skylark boarding pass', { x: 40, y: 380, size: 20, font: bold });
    line('Passenger', `${passenger.lastName}/${passenger.firstName}`, 345);
    line('Flight', booking.flightNumber, 325);
    line('From', booking.departure.city, 305);
    line('To', booking.arrival.city, 285);
    line('Departs', airportDateTime(booking.departure.date, booking.departure.city), 265);
    line('Seat / class', `${passenger.seatNumber} / ${booking.classType}`, 245);
    line('Booking reference', `${pnrOf(booking.trackingId)} (tracking ID ${booking.trackingId})`, 225);
    const width = Math.min(515, image.width);
    page.drawImage(image, { x: 40, y: 40, width, height: (image.height * width) / image.width });
  }
  pdf.setTitle(printable(`Skylark e-ticket ${booking.trackingId}`));
  pdf.setSubject(printable(`${booking.flightNumber} ${booking.departure.city} - ${booking.arrival.city}`));
  pdf.setKeywords(payloads);
  return pdf.save();
}
