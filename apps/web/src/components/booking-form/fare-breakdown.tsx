import { PASSENGER_TYPE_LABELS, formatMoney, type FareBreakdown } from '@skylark/contract';

/** What the booking charges per passenger type, the offer applied by rule and the total (docs/product.md#141-offers). */
export function FareBreakdownList({ fare }: { fare: FareBreakdown }) {
  return (
    <dl aria-label="Fare breakdown" className="space-y-1 text-sm">
      {fare.lines.map((line) => (
        <div key={line.type} className="flex justify-between gap-3">
          <dt className="text-navy-600">
            {PASSENGER_TYPE_LABELS[line.type]} × {line.count}
          </dt>
          <dd className="text-navy-900">
            {line.type === 'lapInfant' ? 'no seat, free' : formatMoney(line.amount)}
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
        <dt className="text-navy-900">Total</dt>
        <dd className="text-navy-900">{formatMoney(fare.total)}</dd>
      </div>
    </dl>
  );
}
