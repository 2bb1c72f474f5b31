import type { Booking } from '@skylark/contract';
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb } from 'pdf-lib';
import { localFareLines } from '../../mail/fare-rule-lines';
import { type MailLocale, mailLocale } from '../../mail/i18n';
import { encodeBcbp } from './bcbp';
import { flownLegsOf } from './legs';
import { type DocumentText, documentText, printable } from './pdf-text';

/**
 * The e-ticket: one page per passenger per flight, a lap infant's after their holder's, each with
 * its BCBP in PDF417, not checked in (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails, docs/product.md#149-return-trips-and-multi-city, docs/product.md#1410-passenger-types-and-infants-on-a-lap, decision 072).
 */

/** Words laid into lines no wider than `width` points. */
function wrap(text: string, doc: DocumentText, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && doc.widthOf(next, size) > width) {
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
  const locale = mailLocale(booking.language);
  const doc = await documentText(pdf, locale.language);
  for (const leg of legs) await ticketPages(pdf, leg, payloads, doc, locale);
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
  /** checked bags on this flight, written as on the manifest (docs/product.md#1419-paid-bags) */
  bags?: string;
}

/** The travellers of one flight in page order: each passenger, then the infant on their lap. */
function travellersOf(booking: Booking, { t }: MailLocale): Traveller[] {
  // each infant once, with the first passenger of their holder's name not holding one yet
  const unplaced = [...(booking.infants ?? [])];
  return booking.passengers.flatMap((passenger, index) => {
    const seated: Traveller = {
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      seat: passenger.seatNumber,
      bags: bagsOf(booking, index, t),
    };
    const at = unplaced.findIndex((i) => i.travellingWith === passenger.name);
    if (at < 0) return [seated];
    const infant = unplaced.splice(at, 1)[0]!;
    const [first = '', ...rest] = infant.name.split(' ');
    const lap = t('ticket.lapHolder', { name: infant.name, born: infant.dateOfBirth });
    return [
      { ...seated, lap },
      {
        firstName: rest.length ? first : infant.name,
        lastName: rest.length ? rest.join(' ') : '',
        seat: 'INF',
        lap: t('ticket.lapOf', { name: passenger.name, born: infant.dateOfBirth }),
      },
    ];
  });
}

/** A passenger's bags on the booking's first flight, by their place in the booking (two may share a name). */
const bagsOf = (booking: Booking, passengerIndex: number, t: MailLocale['t']) => {
  const bags = booking.bags?.find((b) => b.segment === 0 && b.passengerIndex === passengerIndex);
  return bags && `${t('bags.label')}: ${t('bags.line', { included: bags.included, extra: bags.extra })}`;
};

async function ticketPages(
  pdf: PDFDocument,
  booking: Booking,
  payloads: string[],
  doc: DocumentText,
  locale: MailLocale,
) {
  const { t } = locale;
  // right to left: the labels at the right margin, the values beside them (docs/product.md#1418-languages-of-e-mails-and-documents)
  const [labelX, valueX, textX] = doc.rtl ? [555, 435, 555] : [40, 160, 40];
  const classLabel = t(`classes.${booking.classType}`);
  for (const [index, traveller] of travellersOf(booking, locale).entries()) {
    const infant = traveller.seat === 'INF';
    const payload = encodeBcbp(booking, { ...traveller, seatNumber: traveller.seat, sequence: index + 1 });
    payloads.push(payload);
    const png = await (bwipjs.toBuffer({ bcid: 'pdf417', text: payload, scale: 2 }) as Promise<Buffer>);
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([595, 560]);
    const line = (label: string, value: string, y: number) => {
      doc.draw(page, label, { x: labelX, y, size: 9, color: rgb(0.35, 0.35, 0.35) });
      doc.draw(page, value, { x: valueX, y, size: 12, bold: true });
    };
    doc.draw(page, t('ticket.title'), { x: textX, y: 520, size: 20, bold: true });
    line(t('ticket.trackingId'), booking.trackingId, 485);
    line(
      t(infant ? 'ticket.infant' : 'ticket.passenger'),
      `${traveller.lastName}/${traveller.firstName}`,
      465,
    );
    line(t('ticket.flight'), booking.flightNumber, 445);
    line(t('ticket.from'), locale.place(booking.departure.city), 425);
    line(t('ticket.to'), locale.place(booking.arrival.city), 405);
    line(t('ticket.departs'), locale.airportTime(booking.departure.date, booking.departure.city), 385);
    line(t('ticket.seatClass'), `${traveller.seat} / ${classLabel}`, 365);
    if (traveller.bags) doc.draw(page, traveller.bags, { x: doc.rtl ? 160 : 400, y: 365, size: 10 });
    // an infant on a lap travels on their holder's seat (docs/product.md#1410-passenger-types-and-infants-on-a-lap)
    if (traveller.lap) line(t(infant ? 'ticket.lapInfant' : 'ticket.infantOnLap'), traveller.lap, 345);
    // the fare rules, worded as on the flight page and in the e-mails (docs/product.md#9-constants-and-limits)
    let y = traveller.lap ? 320 : 338;
    doc.draw(page, t('ticket.fareRules', { classLabel }), { x: textX, y, size: 10, bold: true });
    for (const rule of localFareLines(booking, locale)) {
      for (const text of wrap(`${rule.title}: ${rule.text}`, doc, 8, 515)) {
        y -= 12;
        doc.draw(page, text, { x: textX, y, size: 8 });
      }
    }
    const width = Math.min(515, image.width);
    page.drawImage(image, { x: 40, y: 40, width, height: (image.height * width) / image.width });
  }
}
