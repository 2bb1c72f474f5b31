import {
  CHANGE_CLOSES_HOURS,
  CHANGE_FEE_CENTS,
  type ClassType,
  type FareLine,
  FREE_CANCEL_HOURS,
  FREE_CANCEL_MIN_DAYS_AHEAD,
  FREE_MOVE_DAYS,
  REFUND_BANDS,
  REFUND_DUE_DAYS,
  SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
  SIGNIFICANT_CHANGE_MINUTES,
} from '@skylark/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

/**
 * A class's fare rules in the reader's language: the contract's `fareRuleLines`, line for line, from the
 * same constants (docs/product.md#9-constants-and-limits); in English they read exactly as the contract's.
 */
export function fareRuleTexts(classType: ClassType, t: TFunction<'flights'>): FareLine[] {
  const fee = CHANGE_FEE_CENTS[classType];
  const hours = CHANGE_CLOSES_HOURS[classType];
  const bands = REFUND_BANDS.map((band, i) =>
    t('fareRule.band', { percent: band.percent, when: t(`fareRule.bands.${i as 0 | 1 | 2 | 3}`) }),
  ).join(', ');
  return [
    { title: t('fareRule.cancellation'), text: t('fareRule.cancellationText', { bands }) },
    {
      title: t('fareRule.changeFee'),
      text:
        fee > 0
          ? t('fareRule.changeFeeText', { fee: formatMoney(fee / 100), count: hours })
          : t('fareRule.noChangeFeeText', { count: hours }),
    },
    {
      title: t('fareRule.scheduleChange'),
      text: t('fareRule.scheduleChangeText', {
        minutes: SCHEDULE_CHANGE_FULL_REFUND_MINUTES,
        days: FREE_MOVE_DAYS,
      }),
    },
    {
      title: t('fareRule.withinDay'),
      text: t('fareRule.withinDayText', { days: FREE_CANCEL_MIN_DAYS_AHEAD, hours: FREE_CANCEL_HOURS }),
    },
    {
      title: t('fareRule.automaticRefund'),
      text: t('fareRule.automaticRefundText', {
        domestic: SIGNIFICANT_CHANGE_MINUTES.domestic / 60,
        abroad: SIGNIFICANT_CHANGE_MINUTES.international / 60,
        days: REFUND_DUE_DAYS,
      }),
    },
  ];
}
