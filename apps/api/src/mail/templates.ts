import type { Mail } from '../lib/mailer';
import { passwordResetMail } from './account-mails';
import {
  bookingApprovedMail,
  bookingCancelledMail,
  bookingReceivedMail,
  bookingRejectedMail,
} from './booking-mails';
import { flightCancelledMail, flightRescheduledMail, tripFlightCancelledMail } from './disruption-mails';
import { bookingChangedMail } from './change-mails';
import { contactForwardMail, contactReplyMail } from './contact-mails';
import { bookingExpiredMail, paymentReceivedMail } from './invoice-mails';
import { newsletterConfirmMail, newsletterMail } from './newsletter-mails';
import { refundPaidMail } from './refund-mails';
import { checkInOpenMail, gateMail, payByReminderMail } from './news-mails';

/**
 * Every mail the product sends, by name: a mail job carries the name and the arguments, and the
 * mail worker renders it. The arguments travel as JSON, so a Date arrives as its ISO string,
 * which every template's date formatting takes as well.
 */
export const MAIL_TEMPLATES = {
  passwordReset: passwordResetMail,
  bookingReceived: bookingReceivedMail,
  bookingApproved: bookingApprovedMail,
  bookingRejected: bookingRejectedMail,
  bookingCancelled: bookingCancelledMail,
  bookingExpired: bookingExpiredMail,
  paymentReceived: paymentReceivedMail,
  flightCancelled: flightCancelledMail,
  tripFlightCancelled: tripFlightCancelledMail,
  flightRescheduled: flightRescheduledMail,
  bookingChanged: bookingChangedMail,
  contactForward: contactForwardMail,
  contactReply: contactReplyMail,
  newsletterConfirm: newsletterConfirmMail,
  newsletter: newsletterMail,
  refundPaid: refundPaidMail,
  payByReminder: payByReminderMail,
  checkInOpen: checkInOpenMail,
  gateChanged: gateMail,
} satisfies Record<string, (...args: never[]) => Promise<Mail>>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

export function renderTemplate(template: string, args: unknown[]): Promise<Mail> {
  if (!Object.hasOwn(MAIL_TEMPLATES, template)) throw new Error(`no mail template "${template}"`);
  const render = MAIL_TEMPLATES[template as MailTemplate] as (...a: unknown[]) => Promise<Mail>;
  return render(...args);
}
