import {
  type AccommodationRequestBody,
  type AccommodationSent,
  accommodationRequestBody,
  bookingMessages,
  serviceMessages,
} from '@skylark/contract';
import type { Db } from '../../db/client';
import { bookings, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { enqueueMail, mailJob } from '../../mail/outbox';
import { insertContactMessage } from '../contact';
import { ownBooking } from './queries';

/**
 * POST /user/bookings/:id/accommodation-request (docs/product.md#1413-service-requests): the traveller's words
 * reach the desk's inbox tagged with the booking's reference, and SUPPORT_EMAIL when set, as the contact form's do.
 */
export async function requestAccommodation(
  db: Db,
  user: UserRow,
  id: string,
  input: AccommodationRequestBody,
  mail: { supportEmail?: string | undefined; inboxUrl: string },
): Promise<AccommodationSent> {
  const { message } = accommodationRequestBody.parse(input);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ trackingId: bookings.trackingId })
      .from(bookings)
      .where(ownBooking(user, id));
    if (!booking) throw notFound(bookingMessages.bookingNotFound);
    const sender = {
      firstName: user.firstName || 'Customer',
      lastName: user.lastName || '-',
      email: user.email,
      subject: serviceMessages.accommodationSubject(booking.trackingId),
      message,
    };
    const saved = await insertContactMessage(tx, {
      ...sender,
      topic: 'ACCOMMODATION',
      bookingReference: booking.trackingId,
      // the traveller's own language, as their booking's mails
      language: user.language,
    });
    if (mail.supportEmail)
      await enqueueMail(tx, mailJob('contactForward', [mail.supportEmail, sender, mail.inboxUrl]));
    return { _id: saved._id, bookingReference: booking.trackingId, email: user.email };
  });
}
