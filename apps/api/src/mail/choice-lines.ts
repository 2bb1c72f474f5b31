import { FREE_MOVE_DAYS } from '@skylark/contract';
import type { MailLocale } from './i18n';

/** What the airline's change of a flight lets its travellers do, one item a line (docs/product.md#148-changing-flight). */

const yourBooking = (link: string, { t, ltr }: MailLocale) => t('choices.yourBooking', { link: ltr(link) });

/** The choices of a traveller whose flight moved by more than 60 minutes. */
export const scheduleChoiceLines = (link: string, l: MailLocale): string[] => [
  l.t('choices.youMayChoose'),
  l.t('choices.acceptTimes'),
  l.t('choices.moveFree', { days: FREE_MOVE_DAYS }),
  l.t('choices.cancelFull'),
  yourBooking(link, l),
];

/** What a traveller whose flight was cancelled may do instead of the refund. */
export const freeMoveLines = (link: string, l: MailLocale): string[] => [
  l.t('choices.insteadOfRefund', { days: FREE_MOVE_DAYS }),
  yourBooking(link, l),
];

/** The three choices of a traveller whose trip lost one flight to the airline (decision 088). */
export const tripFlightChoiceLines = (link: string, l: MailLocale): string[] => [
  l.t('choices.youMayChoose'),
  l.t('choices.moveThisFree', { days: FREE_MOVE_DAYS }),
  l.t('choices.cancelTrip'),
  l.t('choices.keepOthers'),
  yourBooking(link, l),
];
