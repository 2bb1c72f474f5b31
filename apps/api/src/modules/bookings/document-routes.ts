import { bookingMessages, idParams } from '@skylark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/errors';
import { errorResponses } from '../../lib/reply';
import { userOf } from '../../plugins/auth';
import { bookingCalendar } from '../../lib/documents/calendar';
import { getOwnBooking } from './queries';

const errors = errorResponses(400, 401, 403, 404, 409);
const secured = { security: [{ bearer: [] }] };

/** The confirmed booking's e-ticket and calendar entry (docs/product.md#144-e-ticket-calendar-entry-and-booking-e-mails). */
export const bookingDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirmedBooking = async (user: Parameters<typeof getOwnBooking>[1], id: string) => {
    const booking = await getOwnBooking(app.db, user, id);
    if (booking.bookingStatus !== 'CONFIRMED')
      throw conflict(bookingMessages.documentsNotConfirmed, 'NOT_CONFIRMED');
    return booking;
  };

  app.get(
    '/:id/ticket.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Download a confirmed booking's e-ticket (PDF)",
        operationId: 'getBookingTicket',
        tags: ['bookings'],
        ...secured,
        description:
          'One boarding-pass page per passenger with an IATA BCBP in PDF417; 409 before confirmation.',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await confirmedBooking(userOf(request), request.params.id);
      // the PDF and barcode libraries load with the first ticket, not with the server
      const { bookingTicketPdf } = await import('../../lib/documents/ticket');
      const pdf = await bookingTicketPdf(booking);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="skylark-${booking.trackingId}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Download a confirmed booking's flight as a calendar entry (iCalendar)",
        operationId: 'getBookingCalendar',
        tags: ['bookings'],
        ...secured,
        description: 'An RFC 5545 VEVENT in UTC, UID stable per booking; 409 before confirmation.',
        params: idParams,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await confirmedBooking(userOf(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="skylark-${booking.trackingId}.ics"`)
        .send(bookingCalendar(booking, new Date()));
    },
  );
};
