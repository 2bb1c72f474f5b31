import {
  CLASS_LABELS,
  airportDateTime,
  bagScreenMessages,
  bookedFareLines,
  type Booking,
} from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { encodeBcbp } from './bcbp';
import { flownLegsOf } from './legs';

/**
 * The e-ticket: one page per passenger per flight, a lap infant's after their holder's, each with
 * its BCBP in PDF417, not checked in (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails, docs/product.md#149-return-trips-and-multi-city, docs/product.md#1410-passenger-types-and-infants-on-a-lap, decision 072).
 */

// the standard fonts write WinAnsi only: diacritics are dropped, anything else becomes '?'
const printable = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7e]/g, '?');

/** Words laid into lines no wider than `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of printable(text).split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

export async function bookingTicketPdf(booking: Booking): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const payloads: string[] = [];
  const legs = flownLegsOf(booking);
  for (const leg of legs) await ticketPages(pdf, leg, payloads);
  const first = legs[0] ?? booking;
  pdf.setTitle(printable(`Skylark e-ticket ${booking.trackingId}`));
  pdf.setSubject(printable(`${first.flightNumber} ${first.departure.city} - ${first.arrival.city}`));
  pdf.setKeywords(payloads);
  return pdf.save();
}

/** Who a page is for: a seated passenger, or an infant on their lap (seat `INF`, as IATA writes it). */
interface Traveller {
  firstName: string;
  lastName: string;
  seat: string;
  lap?: string;
  /** checked bags on this flight, written as on the manifest (docs/product.md#1417-paid-bags) */
  bags?: string;
}

/** The travellers of one flight in page order: each passenger, then the infant on their lap. */
function travellersOf(booking: Booking): Traveller[] {
  // each infant once, with the first passenger of their holder's name not holding one yet
  const unplaced = [...(booking.infants ?? [])];
  return booking.passengers.flatMap((passenger) => {
    const seated = {
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      seat: passenger.seatNumber,
      bags: bagsOf(booking, passenger.name),
    };
    const at = unplaced.findIndex((i) => i.travellingWith === passenger.name);
    if (at < 0) return [seated];
    const infant = unplaced.splice(at, 1)[0]!;
    const [first = '', ...rest] = infant.name.split(' ');
    const lap = `${infant.name}, born ${infant.dateOfBirth} (no seat)`;
    return [
      { ...seated, lap },
      {
        firstName: rest.length ? first : infant.name,
        lastName: rest.length ? rest.join(' ') : '',
        seat: 'INF',
        lap: `On the lap of ${passenger.name}; born ${infant.dateOfBirth}`,
      },
    ];
  });
}

const bagsOf = (booking: Booking, name: string) => {
  const bags = booking.bags?.find((b) => b.segment === 0 && b.name === name);
  return bags && bagScreenMessages.bagsLine(bags.included, bags.extra);
};

async function ticketPages(pdf: PDFDocument, booking: Booking, payloads: string[]) {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [index, traveller] of travellersOf(booking).entries()) {
    const infant = traveller.seat === 'INF';
    const payload = encodeBcbp(booking, { ...traveller, seatNumber: traveller.seat, sequence: index + 1 });
    payloads.push(payload);
    const png = await (bwipjs.toBuffer({ bcid: 'pdf417', text: payload, scale: 2 }) as Promise<Buffer>);
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([595, 560]);
    const line = (label: string, value: string, y: number) => {
      page.drawText(printable(label), { x: 40, y, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
      page.drawText(printable(value), { x: 160, y, size: 12, font: bold });
    };
    page.drawText('Skylark e-ticket', { x: 40, y: 520, size: 20, font: bold });
    line('Tracking ID', booking.trackingId, 485);
    line(infant ? 'Infant' : 'Passenger', `${traveller.lastName}/${traveller.firstName}`, 465);
    line('Flight', booking.flightNumber, 445);
    line('From', booking.departure.city, 425);
    line('To', booking.arrival.city, 405);
    line('Departs', airportDateTime(booking.departure.date, booking.departure.city), 385);
    line('Seat / class', `${traveller.seat} / ${CLASS_LABELS[booking.classType]}`, 365);
    if (traveller.bags) page.drawText(printable(traveller.bags), { x: 400, y: 365, size: 10, font });
    // an infant on a lap travels on their holder's seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap)
    if (traveller.lap) line(infant ? 'Lap infant' : 'Infant on lap', traveller.lap, 345);
    // the fare rules, worded as on the flight page and in the e-mails (docs/product.md#9-constants-and-limits)
    let y = traveller.lap ? 320 : 338;
    page.drawText(printable(`Fare rules (${CLASS_LABELS[booking.classType]})`), {
      x: 40,
      y,
      size: 10,
      font: bold,
    });
    for (const rule of bookedFareLines(booking)) {
      for (const text of wrap(`${rule.title}: ${rule.text}`, font, 8, 515)) {
        y -= 12;
        page.drawText(text, { x: 40, y, size: 8, font });
      }
    }
    const width = Math.min(515, image.width);
    page.drawImage(image, { x: 40, y: 40, width, height: (image.height * width) / image.width });
  }
}
