import { CHANGE_CLOSES_HOURS, REFUND_BANDS, type ClassType, type FareOption } from '@skylark/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

export interface FareLine {
  text: string;
  /** false for something the fare does not include */
  included: boolean;
}

/** What a fare brand includes, in dollars: a flight's fare on offer, or the terms a booking bought. */
export type FareTerms = Pick<FareOption, 'includedBags' | 'change' | 'refund'>;

/**
 * What a fare brand includes, in the reader's language: the contract's `brandLines`, line for line,
 * from the flight answer's dollars (docs/product.md#1416-fare-brands).
 */
export function fareLines(fare: FareTerms, classType: ClassType, t: TFunction<'checkout'>): FareLine[] {
  const bags = fare.includedBags;
  const hours = CHANGE_CLOSES_HOURS[classType];
  const change = !fare.change.allowed
    ? { text: t('noChanges'), included: false }
    : {
        text:
          fare.change.fee > 0
            ? t('changesFee', { fee: formatMoney(fare.change.fee), hours })
            : t('changesFree', { hours }),
        included: true,
      };
  const refund =
    fare.refund.policy === 'NONE'
      ? { text: t('noRefund'), included: false }
      : {
          text:
            fare.refund.policy === 'FULL'
              ? t('fullRefund', { hours: fare.refund.fullUntilHours })
              : t('bandsRefund', { percent: REFUND_BANDS[0].percent }),
          included: true,
        };
  return [
    {
      text: bags === 0 ? t('bagsNone') : bags === 1 ? t('bagsOne') : t('bagsMany', { count: bags }),
      included: bags > 0,
    },
    change,
    refund,
  ];
}
