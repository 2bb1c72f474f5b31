import {
  CHANGE_CLOSES_HOURS,
  CHANGE_FEE_CENTS,
  FREE_CANCEL_HOURS,
  FREE_CANCEL_MIN_DAYS_AHEAD,
  FREE_MOVE_DAYS,
  type BrandTerms,
  type ClassType,
  DEFAULT_FARE_BRAND,
  type FareLine,
  REFUND_BANDS,
  REFUND_DUE_DAYS,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  SIGNIFICANT_CHANGE_MINUTES,
  type Booking,
  bookedFareLines,
} from '@skylark/contract';
import type { MailLocale } from './i18n';

type Terms = Pick<BrandTerms, 'includedBags' | 'change' | 'refund'>;

/** A fare brand's terms in the reader's language, as the contract's `brandLines` writes them in English. */
function localBrandText(terms: Terms, classType: ClassType, { t, money }: MailLocale): string {
  const hours = CHANGE_CLOSES_HOURS[classType];
  const change = !terms.change.allowed
    ? t('fareBrands.noChanges')
    : terms.change.feeCents > 0
      ? t('fareBrands.changeFee', { fee: money(terms.change.feeCents / 100), hours })
      : t('fareBrands.changeFree', { hours });
  const refund =
    terms.refund.policy === 'NONE'
      ? t('fareBrands.noRefund')
      : terms.refund.policy === 'FULL'
        ? t('fareBrands.fullRefund', { hours: terms.refund.fullUntilHours })
        : t('fareBrands.bandsRefund', { percent: REFUND_BANDS[0].percent });
  return [t('fareBrands.bags', { count: terms.includedBags }), change, refund].join('; ');
}

/**
 * The fare rules of a booking in the reader's language: in English the contract's own lines, word
 * for word; in another language the same lines translated: the Classic rules of its class, or, when
 * a flight was bought in another brand, each brand's terms and the schedule change rule
 * (docs/product.md#9-constants-and-limits).
 */
export function localFareLines(
  booking: Pick<Booking, 'classType' | 'segments'>,
  locale: MailLocale,
): FareLine[] {
  if (locale.language === 'en') return bookedFareLines(booking);
  const classic = classicFareLines(booking.classType, locale);
  const { segments } = booking;
  if (!segments.some((s) => s.fareBrand && s.fareBrand !== DEFAULT_FARE_BRAND && s.fareTerms)) return classic;
  const lines = new Map<string, FareLine>();
  for (const s of segments) {
    const brand = s.fareBrand ?? DEFAULT_FARE_BRAND;
    const title = locale.t('fareBrands.title', {
      brand: locale.t(`fareBrands.${brand}`),
      class: locale.t(`classes.${s.classType}`),
    });
    const text = s.fareTerms
      ? localBrandText(s.fareTerms, s.classType, locale)
      : classicFareLines(s.classType, locale)[0]!.text;
    lines.set(title, { title, text });
  }
  return [...lines.values(), classic[2]!];
}

/** The Classic fare rules of a class, translated, in the order of the contract's `fareRuleLines`. */
function classicFareLines(classType: ClassType, { t, money }: MailLocale): FareLine[] {
  const fee = CHANGE_FEE_CENTS[classType];
  const hours = CHANGE_CLOSES_HOURS[classType];
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
