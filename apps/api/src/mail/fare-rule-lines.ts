import {
  CHANGE_CLOSES_HOURS,
  CHANGE_FEE_CENTS,
  FREE_CANCEL_HOURS,
  FREE_CANCEL_MIN_DAYS_AHEAD,
  FREE_MOVE_DAYS,
  type FareLine,
  REFUND_BANDS,
  REFUND_DUE_DAYS,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  SIGNIFICANT_CHANGE_MINUTES,
  type Booking,
  bookedFareLines,
} from '@skylark/contract';
import type { MailLocale } from './i18n';

/**
 * The fare rules of a booking in the reader's language: in English the contract's own lines, word
 * for word; in another language the Classic rules of its class, translated (docs/product.md#9-constants-and-limits).
 */
export function localFareLines(
  booking: Pick<Booking, 'classType' | 'segments'>,
  { language, t, money }: MailLocale,
): FareLine[] {
  if (language === 'en') return bookedFareLines(booking);
  const fee = CHANGE_FEE_CENTS[booking.classType];
  const hours = CHANGE_CLOSES_HOURS[booking.classType];
  const bands = Object.fromEntries(REFUND_BANDS.map((b, i) => [`band${i}`, b.percent]));
  return [
    { title: t('fareRules.cancellationTitle'), text: t('fareRules.cancellation', bands) },
    {
      title: t('fareRules.changeFeeTitle'),
      text:
        fee > 0
          ? t('fareRules.changeFee', { fee: money(fee / 100), hours })
          : t('fareRules.changeFree', { hours }),
    },
    {
      title: t('fareRules.scheduleTitle'),
      text: t('fareRules.schedule', { minutes: SCHEDULE_CHANGE_FULL_REFUND_MINUTES, days: FREE_MOVE_DAYS }),
    },
    {
      title: t('fareRules.withinTitle'),
      text: t('fareRules.within', { days: FREE_CANCEL_MIN_DAYS_AHEAD, hours: FREE_CANCEL_HOURS }),
    },
    {
      title: t('fareRules.automaticTitle'),
      text: t('fareRules.automatic', {
        domestic: SIGNIFICANT_CHANGE_MINUTES.domestic / 60,
        international: SIGNIFICANT_CHANGE_MINUTES.international / 60,
        days: REFUND_DUE_DAYS,
      }),
    },
  ];
}
