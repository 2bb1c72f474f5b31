import type { FareBreakdown } from '@skylark/contract';
import { formatMoney } from '@/lib/format';
import { useTranslation } from 'react-i18next';

/** What the booking charges per passenger type, the offer applied by rule and the total (docs/product.md#141-offers). */
export function FareBreakdownList({ fare }: { fare: FareBreakdown }) {
  const { t } = useTranslation('checkout');
  return (
    <dl aria-label={t('fareBreakdown')} className="space-y-1 text-sm">
      {fare.lines.map((line) => (
        <div key={line.type} className="flex justify-between gap-3">
          <dt className="text-navy-600">
            {t(`passengerType.${line.type}`)} × {line.count}
          </dt>
          <dd className="text-navy-900">
            {line.type === 'lapInfant' ? t('lapFree') : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
      {fare.offer && (
        <div className="flex justify-between gap-3">
          <dt className="text-success-700">{fare.offer.name}</dt>
          <dd className="text-success-700">−{formatMoney(fare.offer.saving)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3 border-t border-navy-100 pt-1 font-semibold">
        <dt className="text-navy-900">{t('total')}</dt>
        <dd className="text-navy-900">{formatMoney(fare.total)}</dd>
      </div>
    </dl>
  );
}
